// The seven front-end apps of the workspace: one place for names, folders and dev ports,
// read by every rspack config, scripts/build-apps.mjs and scripts/dev.mjs.
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Dev-server port of the shell; remotes follow it. */
export const SHELL_PORT = 3000;

/** Local URL the dev servers proxy `/api` to (the API's `pnpm dev`). */
export const DEV_API_TARGET = 'http://localhost:8080';

/** @type {{ name: string, folder: string, port: number }[]} */
export const remotes = [
  { name: 'profile', folder: 'mfe-profile', port: 3001 },
  { name: 'banking', folder: 'mfe-banking', port: 3002 },
  { name: 'letters', folder: 'mfe-letters', port: 3003 },
  { name: 'repair', folder: 'mfe-repair', port: 3004 },
  { name: 'settlement', folder: 'mfe-settlement', port: 3005 },
  { name: 'budget', folder: 'mfe-budget', port: 3006 },
];

/** Every app, shell first. */
export const apps = [{ name: 'shell', folder: 'shell', port: SHELL_PORT }, ...remotes];

/** The dev counterpart of the production `/remotes.json`: each remote's manifest on its dev server. */
export function devRemotesMap() {
  return Object.fromEntries(
    remotes.map(({ name, port }) => [name, `http://localhost:${port}/mf-manifest.json`]),
  );
}
