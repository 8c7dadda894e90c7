import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/**
 * A server of its own for the dispute tracker's journey, started and stopped by the test: the
 * journey runs the built API twice on one data directory, a month apart (see shift-clock.mjs),
 * which the config's shared web server cannot do.
 */
export const trackerPort = Number(process.env.E2E_TRACKER_PORT ?? 8182);
export const trackerBaseURL = `http://127.0.0.1:${trackerPort}`;

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const shiftClock = fileURLToPath(new URL('./shift-clock.mjs', import.meta.url));
const healthURL = `${trackerBaseURL}/api/v1/health`;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;
/** How much of the server's output a start failure quotes. */
const OUTPUT_TAIL = 4_000;

export interface TrackerServerOptions {
  dataDir: string;
  /** Days to move the server's clock (negative goes back); none runs on the real clock. */
  clockShiftDays?: number;
}

export interface TrackerServer {
  /** SIGTERM, then waits for the exit: PGlite lets one process at a time open a data directory. */
  stop: () => Promise<void>;
}

/** A fresh, empty data directory for one journey; removeDataDir deletes it. */
export function makeDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'credit-repair-tracker-e2e-'));
}

export function removeDataDir(dataDir: string): Promise<void> {
  return rm(dataDir, { recursive: true, force: true });
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(healthURL)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const exit = once(child, 'exit');
  child.kill('SIGTERM');
  const stopped = await Promise.race([exit.then(() => true), delay(STOP_TIMEOUT_MS, false)]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exit;
  }
}

/**
 * Starts `node api/dist/server.js` from the repository root on E2E_TRACKER_PORT (8182) and
 * resolves once /api/v1/health answers. Refuses to start when something already answers there,
 * so a server left over from another run can never stand in for this one.
 */
export async function startTrackerServer({
  dataDir,
  clockShiftDays,
}: TrackerServerOptions): Promise<TrackerServer> {
  if (await healthy()) {
    throw new Error(`Something already answers on ${trackerBaseURL}; stop it first.`);
  }
  const { E2E_CLOCK_SHIFT_DAYS: _inherited, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', shiftClock, 'api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(trackerPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...(clockShiftDays === undefined ? {} : { E2E_CLOCK_SHIFT_DAYS: String(clockShiftDays) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let spawnError: Error | undefined;
  child.on('error', (error) => {
    spawnError = error;
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy())) {
    if (spawnError) throw new Error(`The tracker server could not start: ${spawnError.message}`);
    if (exited(child)) {
      throw new Error(`The tracker server exited before it answered:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(
        `The tracker server did not answer within ${START_TIMEOUT_MS} ms:\n${output}`,
      );
    }
    // Polling, as Playwright's own webServer option does: the server has no readiness signal.
    await delay(100);
  }
  return { stop: () => stopProcess(child) };
}
