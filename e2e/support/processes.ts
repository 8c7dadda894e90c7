import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the end-to-end tests that start servers of their own (scale-out, version skew) share. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/**
 * How long a server may take to answer first: seconds alone, but a first start on the embedded
 * database (its files made, the migrations applied) has taken over a minute on a busy 2-core
 * machine.
 */
const STARTUP_LIMIT_MS = 180_000;

/** Waits until `url` answers 2xx, failing early when the child that should answer it exits. */
export async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Exited before answering:\n${output()}`);
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${STARTUP_LIMIT_MS / 1000} s:\n${output()}`);
}

/** Starts a child and keeps the end of what it prints, for the error when it fails. */
export function spawnLogged(command: string, args: string[], options: Parameters<typeof spawn>[2]) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

export interface ApiServer {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
}

/**
 * The built server (`node api/dist/server.js`, as `npm start` runs it) on a free port, with its
 * data in a folder of its own under `folder`, and `env` added to the defaults of the e2e runs.
 */
export async function startApiServer(
  folder: string,
  env: Record<string, string>,
): Promise<ApiServer> {
  const port = await freePort();
  const { child, output } = spawnLogged(process.execPath, ['api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(folder, `api-${port}`),
      DEMO_ACCOUNT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/api/v1/health/ready`, child, output);
  return { url, port, child };
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

export interface StaticOrigin {
  /** http://127.0.0.1:PORT: another origin than the app's, as a CDN is. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves a folder's files to any origin (Access-Control-Allow-Origin: *), as a CDN publishing a
 * suite must: the shell fetches the manifest and the chunks from its own page's origin.
 */
export async function startStaticOrigin(folder: string): Promise<StaticOrigin> {
  const root = path.resolve(folder);
  const server = createHttpServer(async (request, response) => {
    const file = path.resolve(
      root,
      `.${decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)}`,
    );
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (!file.startsWith(`${root}${path.sep}`)) {
      response.writeHead(403, headers).end();
      return;
    }
    try {
      const body = await readFile(file);
      response
        .writeHead(200, {
          ...headers,
          'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        })
        .end(body);
    } catch {
      response.writeHead(404, headers).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The static origin has no port.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Builds one suite for production into `outputDir` (not its dist: the real build stays as it
 * is), with `env` added: MF_BUILD_VERSION for the version its manifest states,
 * FEDERATION_REQUIRED_VERSIONS to build it as if against other versions of the shared libraries.
 */
export async function buildSuite(
  folder: string,
  outputDir: string,
  env: Record<string, string>,
): Promise<void> {
  const rspack = path.join(repoRoot, 'node_modules', '.bin', 'rspack');
  const { child, output } = spawnLogged(rspack, ['build', '--mode', 'production'], {
    cwd: path.join(repoRoot, folder),
    env: { ...process.env, NODE_ENV: 'production', APP_OUTPUT_DIR: outputDir, ...env },
  });
  await exited(child);
  if (child.exitCode !== 0) throw new Error(`Building ${folder} failed:\n${output()}`);
}
