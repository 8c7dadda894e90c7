import { readFile } from 'node:fs/promises';
import { SUITES, type Suite } from 'shared/suites';
import { ConfigError } from '../config';

export type RemotesMap = Record<string, string>;

/** The default map: every suite of the registry served by this process under /remotes/<name>/. */
export function defaultRemotesMap(suites: readonly Suite[] = SUITES): RemotesMap {
  return Object.fromEntries(suites.map(({ name }) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/** REMOTES_JSON replaces the default map, e.g. to load some suites from a CDN. */
export async function loadRemotesMap(
  file: string | undefined,
  suites: readonly Suite[] = SUITES,
): Promise<RemotesMap> {
  if (!file) return defaultRemotesMap(suites);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`REMOTES_JSON (${file}) could not be read as JSON: ${String(error)}`);
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((url) => typeof url === 'string')
  ) {
    throw new ConfigError(`REMOTES_JSON (${file}) must be a JSON object of name to manifest URL.`);
  }
  return parsed as RemotesMap;
}

/** Origins other than ours that the page loads code from, for the CSP. */
export function remoteOrigins(map: RemotesMap): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(map)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
