/** Remote name -> URL of its mf-manifest.json, as served at /remotes.json (decisions.md section 2). */
export type RemotesMap = Record<string, string>;

export const REMOTES_MAP_URL = '/remotes.json';

function isRemotesMap(value: unknown): value is RemotesMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string' && entry.length > 0)
  );
}

/**
 * Reads the remotes map at run time, so moving a suite to another origin (a CDN) only changes
 * this file, never the shell's build.
 */
export async function fetchRemotesMap(): Promise<RemotesMap> {
  const response = await fetch(REMOTES_MAP_URL, { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`${REMOTES_MAP_URL} answered ${response.status}`);
  }
  const body: unknown = await response.json();
  if (!isRemotesMap(body)) {
    throw new Error(`${REMOTES_MAP_URL} is not a map of remote names to manifest URLs`);
  }
  return body;
}
