import Bowser from 'bowser';
import type { DeviceAnswer } from 'shared/contract';

/** Enough of a User-Agent to name a browser and system; longer headers are cut. */
export const USER_AGENT_MAX_LENGTH = 512;

/**
 * The User-Agent header as it is stored: cut, with control characters (which no browser sends)
 * replaced, so that nothing written back into an answer or a log can break it.
 */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what this removes.
  return value.slice(0, USER_AGENT_MAX_LENGTH).replace(/[\u0000-\u001f\u007f]/g, ' ');
}

/** The browser, system and kind of device a stored User-Agent names, as far as Bowser can tell. */
export function describeDevice(userAgent: string | null): DeviceAnswer {
  if (!userAgent) return { browser: null, os: null, type: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  // Bowser answers '' for what it does not recognise.
  return {
    browser: browser.name || null,
    os: os.name || null,
    type: platform.type || null,
  };
}
