// The API on PostgreSQL (DATABASE_URL): the same mixed load as on the embedded database, the
// authenticated read's rate and the driver's own primary-key select rate, on a private PostgreSQL
// server that scripts/pg-test-server.sh starts for the run (Debian's server binaries, a temporary
// folder, trust authentication on 127.0.0.1) and removes afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { measurePrimaryKeySelects } from './letters.mjs';
import { registerUser, repoRoot, startAppServer } from './lib.mjs';
import { MIXED_SECONDS, MIXED_USERS, measureMixedLoad } from './mixed-load.mjs';
import { CONNECTIONS, DURATION_S, measureAuthenticatedRead } from './throughput.mjs';

const PG_SERVER_SCRIPT = path.join(repoRoot, 'scripts', 'pg-test-server.sh');

function pgServer(command) {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [PG_SERVER_SCRIPT, command], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Starts the private PostgreSQL server: answers its URL, or why there is none (no server binaries,
 * a server of an earlier run still recorded, a failed start).
 */
async function startPostgres() {
  const { code, stdout, stderr } = await pgServer('start');
  const url = /^TEST_DATABASE_URL=(.+)$/m.exec(stdout)?.[1];
  if (code !== 0 || !url) {
    const reason = stderr.trim().split('\n').slice(-3).join(' ') || `exit code ${code}`;
    return { url: null, reason: `scripts/pg-test-server.sh start failed: ${reason}` };
  }
  return { url, reason: null };
}

async function stopPostgres() {
  const { code, stderr } = await pgServer('stop');
  if (code !== 0) console.log(`scripts/pg-test-server.sh stop failed: ${stderr.trim()}`);
}

/**
 * Runs the PostgreSQL figures: `{ available: false, reason }` when no PostgreSQL server could be
 * started, else the mixed load (on a fresh API process, for its memory), then GET /contact's
 * rate on that process, then, once it has stopped, the driver's primary-key selects with as many
 * in flight as the load has connections. `step` prints the heading of each step.
 */
export async function measureOnPostgres(step) {
  const postgres = await startPostgres();
  if (!postgres.url) return { available: false, reason: postgres.reason };
  try {
    // Every API process on one PostgreSQL must encrypt with one key: DATABASE_URL requires it.
    const server = await startAppServer({
      DATABASE_URL: postgres.url,
      DATA_KEY: randomBytes(32).toString('base64'),
    });
    let mixed;
    let contact;
    try {
      step(`Mixed load: ${MIXED_USERS} users for ${MIXED_SECONDS} s (PostgreSQL, a fresh server)`);
      mixed = await measureMixedLoad(server);
      step('Authenticated read on PostgreSQL');
      const { key } = await registerUser(server.baseURL, 'pg-read');
      contact = await measureAuthenticatedRead(server.baseURL, key);
      if (contact) {
        const { row } = contact;
        console.log(`  ${row.name}: ${row.requestsPerSecond.toFixed(0)} requests/s`);
      }
    } finally {
      await server.stop();
    }
    step('Primary-key selects through node-postgres (the authenticated read’s ceiling)');
    const primaryKeySelects = await measurePrimaryKeySelects(DURATION_S, {
      databaseUrl: postgres.url,
      concurrency: CONNECTIONS,
    });
    return { available: true, mixed, contact: contact?.row ?? null, primaryKeySelects };
  } finally {
    await stopPostgres();
  }
}
