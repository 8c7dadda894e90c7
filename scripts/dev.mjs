// `pnpm dev`: the API (tsx watch, port 8080) and the shell and every suite on their dev servers
// with HMR: open http://localhost:3000 (the shell; /remotes.json there points at the remotes' dev
// servers, on the ports of the registry of suites, each of which also runs its suite
// standalone). Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { apps, repoRoot } from '../tooling/apps.mjs';

const pnpmVersion = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

let stopping = false;

/** The API in its own process group, so that stopping it also stops tsx's watcher child. */
function startApi() {
  const api = spawn('npx', ['--yes', `pnpm@${pnpmVersion}`, '--filter', 'api', 'dev'], {
    cwd: repoRoot,
    stdio: 'inherit',
    detached: true,
  });
  api.on('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] the API stopped (${signal ?? `exit code ${code}`})`);
  });
  return api;
}

async function startApp({ folder }) {
  const file = pathToFileURL(path.join(repoRoot, folder, 'rspack.config.mjs')).href;
  const { default: appConfig } = await import(file);
  const config = appConfig({}, { mode: 'development', serving: true });
  const server = new RspackDevServer(config.devServer ?? {}, rspack(config));
  await server.start();
  return server;
}

const api = startApi();
const servers = [];

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[dev] ${signal}: stopping`);
  if (api.pid !== undefined && api.exitCode === null) {
    try {
      process.kill(-api.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await Promise.allSettled(servers.map((server) => server.stop()));
  process.exit(signal === 'error' ? 1 : 0);
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  for (const app of apps) {
    servers.push(await startApp(app));
    console.log(`[dev] ${app.name} on http://localhost:${app.port}`);
  }
  console.log('[dev] open http://localhost:3000 (Ctrl-C stops everything)');
} catch (error) {
  console.error('[dev] a dev server could not start:', error);
  await stop('error');
}
