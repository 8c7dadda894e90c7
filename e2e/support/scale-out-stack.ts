import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The deployment the README describes, on this machine (issue 20): one PostgreSQL server, two API
 * processes sharing it and one DATA_KEY, and nginx in front of them, round-robin, on free ports.
 * PostgreSQL and nginx run as unprivileged users in folders they own, as Debian ships them.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const NGINX = '/usr/sbin/nginx';
/** The user nginx runs as when the tests run as root (nginx must not keep root's rights). */
const NGINX_USER = 'nobody';

export interface ApiProcess {
  /** http://127.0.0.1:PORT, to reach this process without the balancer. */
  readonly url: string;
  /** The address nginx names in X-Upstream when this process served a request. */
  readonly upstream: string;
  /** Ends the process at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
}

export interface ScaleOutStack {
  /** nginx's address: what users reach. */
  readonly url: string;
  readonly processes: readonly [ApiProcess, ApiProcess];
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Exited before answering:\n${output()}`);
    try {
      const answer = await fetch(`${url}/api/v1/health/ready`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s:\n${output()}`);
}

/** Starts a child and keeps the end of what it prints, for the error when it fails. */
function spawnLogged(command: string, args: string[], options: Parameters<typeof spawn>[2]) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function startPostgres(stateDir: string): Promise<string> {
  const { stdout } = await run('bash', ['scripts/pg-test-server.sh', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, PG_TEST_STATE_DIR: stateDir },
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return line.replace(/^TEST_DATABASE_URL=/, '');
}

async function stopPostgres(stateDir: string): Promise<void> {
  await run('bash', ['scripts/pg-test-server.sh', 'stop'], {
    cwd: repoRoot,
    env: { ...process.env, PG_TEST_STATE_DIR: stateDir },
  });
}

async function startApi(
  databaseUrl: string,
  dataKey: string,
  folder: string,
): Promise<{
  process: ApiProcess;
  child: ChildProcess;
}> {
  const port = await freePort();
  const dataDir = path.join(folder, `api-${port}`);
  const { child, output } = spawnLogged(process.execPath, ['api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_KEY: dataKey,
      DATA_DIR: dataDir,
      // One proxy in front: the client's address is the one nginx saw.
      TRUST_PROXY: '1',
      DEMO_ACCOUNT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, output);
  return {
    child,
    process: {
      url,
      upstream: `127.0.0.1:${port}`,
      async kill() {
        child.kill('SIGKILL');
        await exited(child);
      },
    },
  };
}

function nginxConfig(folder: string, port: number, upstreams: readonly string[]): string {
  const temp = (name: string) => path.join(folder, name);
  return `worker_processes 1;
pid ${temp('nginx.pid')};
error_log stderr warn;
daemon off;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream api {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://api;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which process answered: the tests read it to see requests spread over both.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function startNginx(folder: string, upstreams: readonly string[]) {
  const port = await freePort();
  const nginxFolder = path.join(folder, 'nginx');
  mkdirSync(nginxFolder, { mode: 0o700 });
  const config = path.join(nginxFolder, 'nginx.conf');
  writeFileSync(config, nginxConfig(nginxFolder, port, upstreams));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', NGINX_USER]);
    const { stdout: group } = await run('id', ['-g', NGINX_USER]);
    chownSync(nginxFolder, Number(stdout.trim()), Number(group.trim()));
    chownSync(config, Number(stdout.trim()), Number(group.trim()));
  }
  const command = asRoot ? 'runuser' : NGINX;
  const args = ['-e', 'stderr', '-p', nginxFolder, '-c', config];
  const { child, output } = spawnLogged(
    command,
    asRoot ? ['-u', NGINX_USER, '--', NGINX, ...args] : args,
    { cwd: nginxFolder },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, output);
  return { url, child };
}

/** Starts PostgreSQL, two API processes on it and nginx in front; `stop` ends and removes all. */
export async function startScaleOutStack(): Promise<ScaleOutStack> {
  const folder = mkdtempSync(path.join(tmpdir(), 'credit-repair-scale-out-'));
  chmodSync(folder, 0o755);
  const pgState = path.join(folder, 'pg-state');
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
    await stopPostgres(pgState).catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const databaseUrl = await startPostgres(pgState);
    const dataKey = randomBytes(32).toString('base64');
    // One after the other: the first applies the migrations, the second finds them applied.
    const first = await startApi(databaseUrl, dataKey, folder);
    children.push(first.child);
    const second = await startApi(databaseUrl, dataKey, folder);
    children.push(second.child);
    const nginx = await startNginx(folder, [first.process.upstream, second.process.upstream]);
    children.push(nginx.child);
    return { url: nginx.url, processes: [first.process, second.process], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
