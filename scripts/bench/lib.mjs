// Helpers shared by the benchmark steps: where things are, processes, ports and HTTP polling.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

// The bench's own dependencies live in the workspace packages that already need them:
// Playwright and autocannon in e2e/, Fastify in api/. Resolve them from there.
export const fromE2e = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
export const fromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));

/** Debian's Chromium, or the browser CHROMIUM_PATH names. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium without the background traffic that would blur page-load figures. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where the shell keeps the session key (shared/src/session): a signed-in page needs it set. */
export const SESSION_STORAGE_KEY = 'creditRepair.sessionKey';

/** A port the OS reports free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`The process serving ${url} exited with code ${child.exitCode}.`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/** Stops a child process politely, then firmly. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the built server as `npm start` serves it (node api/dist/server.js), on a free port and
 * a fresh data directory. Its output is kept only to explain a failed start. `env` adds to the
 * server's environment (DATABASE_URL and DATA_KEY for the run on PostgreSQL).
 */
export async function startAppServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'credit-repair-bench-'));
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The bench signs up one user per connection, all from 127.0.0.1.
      RATE_LIMIT_REGISTER_PER_ADDRESS: '10000',
      // The embedded database unless `env` names a PostgreSQL, whatever the bench's environment.
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${baseURL}/api/v1/health`, 60_000, child);
  } catch (error) {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${stderr}`);
  }
  return {
    baseURL,
    pid: child.pid,
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Posts JSON and returns the parsed answer. */
export async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** Registers a throwaway user and returns its credentials and session key. */
export async function registerUser(baseURL, label, language = 'en') {
  const email = `bench-${label}-${Date.now()}@example.ca`;
  const password = `Bench-Spruce-${Math.random().toString(36).slice(2, 10)}`;
  const answer = await postJson(`${baseURL}/api/v1/register`, {
    email,
    password,
    accept_terms: true,
    language,
  });
  if (answer.code !== 0 || typeof answer.key !== 'string') {
    throw new Error(`Registering a bench user answered ${JSON.stringify(answer)}`);
  }
  return { email, password, key: answer.key };
}

/** Registers `count` throwaway users, five at a time, labelled `<label><n>`. */
export async function registerUsers(baseURL, count, label) {
  const users = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, index) =>
      registerUser(baseURL, `${label}${start + index}`),
    );
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

/** Runs a command to completion and returns its wall time in milliseconds. */
export function timeCommand(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const elapsed = performance.now() - started;
      if (code === 0) resolve(elapsed);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${stderr}`));
    });
  });
}

/**
 * Runs a TypeScript bench script of the API (from api/, with tsx) whose output ends with a line
 * `BENCH_JSON {...}`; prints its other lines and answers the parsed figures. `env` adds to its
 * environment.
 */
export function runApiBenchScript(script, args, env = {}) {
  const tsx = path.join(repoRoot, 'api', 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script, ...args, '--json'], {
      cwd: path.join(repoRoot, 'api'),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = output.trimEnd().split('\n');
      const json = lines.find((line) => line.startsWith('BENCH_JSON '));
      const printed = lines.filter((line) => line !== json).join('\n');
      if (printed) console.log(printed);
      if (code !== 0 || !json) {
        reject(new Error(`${script} exited with code ${code} and no figures.`));
        return;
      }
      resolve(JSON.parse(json.slice('BENCH_JSON '.length)));
    });
  });
}
