import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package folder. Found by walking up from this module because the code runs both from
 * src/ (tests, tsx) and bundled into dist/server.js, at different depths.
 */
export function apiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the api folder (drizzle/ migrations missing).');
    dir = parent;
  }
}

export function migrationsFolder(): string {
  return path.join(apiRoot(), 'drizzle');
}

/** The repository root: the folder holding shell/dist and mfe-<name>/dist. */
export function repoRootFromApi(): string {
  return path.dirname(apiRoot());
}
