// Serves the built apps exactly as `npm start` does after its build step (node api/dist/server.js
// from the repository root), but on a fresh, empty data directory that is removed when the
// server stops, so every run starts from an empty embedded database and leaves nothing behind.
// The directory is DATA_DIR when given (the config names one per port, so tests can read its
// outbox), a new temporary one otherwise.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
function freshDataDir() {
  const named = process.env.DATA_DIR;
  if (!named) return mkdtempSync(path.join(tmpdir(), 'credit-repair-e2e-'));
  // A run that was killed may have left its directory: start from nothing all the same.
  rmSync(named, { recursive: true, force: true });
  mkdirSync(named, { recursive: true, mode: 0o700 });
  return named;
}

const dataDir = freshDataDir();

const server = spawn(process.execPath, ['api/dist/server.js'], {
  cwd: repoRoot,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});

// Playwright stops the web server with SIGTERM (see gracefulShutdown in the config); pass it on
// and clean up only once the server has closed its database.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
