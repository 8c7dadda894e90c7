import { longCalendarDate } from '../long-date';
/**
 * Contract messages are keys ('auth.emailRequired'), not English: the texts live in catalogs,
 * one file per area and language (messages/en/auth.ts, messages/fr/auth.ts), and whoever shows a
 * message (a form, the API's answer) translates the key in its reader's language.
 *
 * A message with values travels as one string, so it passes unchanged through zod (an issue's
 * `message`), react-hook-form (`error.message`) and the API's `errors`: the key followed by its
 * values as JSON, 'tracking.noReplyNotYet{"date":{"date":"2026-03-02"}}'. Zod-free and
 * React-free, so the login page and the API can both use it.
 */

import { messageRegistry } from './registry';

/** The two languages of the product, as the API and the users table name them. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

/** 'fr-CA', 'fr' or 'FR' → 'fr'; anything else (the i18next codes 'en-CA', 'cimode') → 'en'. */
export function languageOf(locale: string | undefined): Language {
  return locale?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/**
 * A value a message carries: text or a number as is, a calendar date ('2026-03-02') written in
 * the reader's language, or another message (a place name said the way the sentence needs it)
 * translated in the same language.
 */
export type MessageValue = string | number | { date: string } | { message: string };
export type MessageValues = Readonly<Record<string, MessageValue>>;

/** A key with its values, as one message string. */
export function messageWithValues(key: string, values: MessageValues): string {
  return `${key}${JSON.stringify(values)}`;
}

/** The key and values of a message string; a string that is no key comes back as the key. */
export function parseMessage(message: string): { key: string; values: MessageValues } {
  const start = message.indexOf('{');
  try {
    // JSON that starts with '{' is an object, or JSON.parse throws.
    if (start > 0)
      return { key: message.slice(0, start), values: JSON.parse(message.slice(start)) };
  } catch {
    // A sentence holding a brace, not a key with values: shown as it is.
  }
  return { key: message, values: {} };
}

/** An area's keys, from its English catalog: messageKeys('auth', {emailRequired: '…'}).emailRequired === 'auth.emailRequired'. */
export type MessageKeys<Area extends string, Texts> = {
  readonly [K in keyof Texts & string]: `${Area}.${K}`;
};

/** A catalog of one area in one language. */
export type MessageTexts = Readonly<Record<string, string>>;

/** Loads an area's French texts (a chunk of their own, downloaded only in French). */
export type FrenchMessagesLoader = () => Promise<MessageTexts>;

export interface MessageArea {
  area: string;
  english: MessageTexts;
  loadFrench: FrenchMessagesLoader;
}

/**
 * Declares an area's messages and returns its keys. The areas a page imports are the only ones
 * defined on it, so a screen registers its own messages and no other (the login page: auth).
 */
export function defineMessages<const Area extends string, const Texts extends MessageTexts>(
  area: Area,
  english: Texts,
  loadFrench: FrenchMessagesLoader,
): MessageKeys<Area, Texts> {
  const keys = Object.fromEntries(Object.keys(english).map((name) => [name, `${area}.${name}`]));
  const registry = messageRegistry();
  registry.translate ??= translateMessage;
  const { areas, listeners } = registry;
  if (!areas.has(area)) {
    const defined = { area, english, loadFrench };
    areas.set(area, defined);
    for (const listener of listeners) listener(defined);
  }
  return keys as MessageKeys<Area, Texts>;
}

/**
 * A message in a language ('fr', 'en', or a locale such as 'fr-CA'): its text with
 * {{placeholders}} replaced by its values. `lookup` gives the text of a key in that language
 * (undefined when the key is unknown); a message that is no key (zod's own wording) is
 * returned as it is.
 */
export function translateMessage(
  message: string,
  locale: string,
  lookup: (key: string) => string | undefined,
): string {
  const { key, values } = parseMessage(message);
  const text = lookup(key);
  if (text === undefined) return message;
  return text.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if ('date' in value) return longDate(value.date, locale);
    return translateMessage(value.message, locale, lookup);
  });
}

/** '2026-03-02' as 'March 2, 2026' or '2 mars 2026' ('1er' on the first); else as given. */
function longDate(isoDate: string, locale: string): string {
  return longCalendarDate(isoDate, languageOf(locale) === 'fr' ? 'fr-CA' : 'en-CA');
}
