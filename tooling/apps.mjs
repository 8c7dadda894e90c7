// The front-end apps of the workspace, the shell and one per entry of the registry of suites
// (shared/src/suites/registry.mjs): names, folders, dev ports and exposed modules, read by every
// rspack config, scripts/build-apps.mjs, scripts/dev.mjs and the deploy command.
import path from 'node:path';
import { SUITES, suiteFolder } from '../shared/src/suites/registry.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Dev-server port of the shell; remotes follow it. */
export const SHELL_PORT = 3000;

/** Local URL the dev servers proxy `/api` to (the API's `pnpm dev`). */
export const DEV_API_TARGET = 'http://localhost:8080';

/**
 * @typedef {object} RemoteApp
 * @property {string} name
 * @property {string} folder
 * @property {number} port
 * @property {Record<string, string>} exposes Module Federation `exposes`: './Name' -> file.
 */

/**
 * The remotes of some suites (every registered one by default).
 *
 * @param {readonly import('../shared/src/suites/registry.mjs').Suite[]} [suites]
 * @returns {RemoteApp[]}
 */
export function remoteApps(suites = SUITES) {
  return suites.map((suite) => ({
    name: suite.name,
    folder: suiteFolder(suite),
    port: suite.port,
    exposes: Object.fromEntries(suite.modules.map(({ name, file }) => [`./${name}`, file])),
  }));
}

export const remotes = remoteApps();

/** Every app, shell first. */
export const apps = [{ name: 'shell', folder: 'shell', port: SHELL_PORT }, ...remotes];

/**
 * The dev counterpart of the production `/remotes.json`: each remote's manifest on its dev server.
 *
 * @param {readonly { name: string, port: number }[]} [remoteList]
 */
export function devRemotesMap(remoteList = remotes) {
  return Object.fromEntries(
    remoteList.map(({ name, port }) => [name, `http://localhost:${port}/mf-manifest.json`]),
  );
}
