import { type ChildProcess, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  exited,
  freePort,
  repoRoot,
  spawnLogged,
  startApiServer,
  waitUntilAnswering,
} from './processes';

/**
 * The deployment the README describes, on this machine (issue 20): one PostgreSQL server, two API
 * processes sharing it and one DATA_KEY, and nginx in front of them, round-robin, on free ports.
 * PostgreSQL and nginx run as unprivileged users in folders they own, as Debian ships them.
 */
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

async function startApi(databaseUrl: string, dataKey: string, folder: string) {
  const server = await startApiServer(folder, {
    DATABASE_URL: databaseUrl,
    DATA_KEY: dataKey,
    // One proxy in front: the client's address is the one nginx saw.
    TRUST_PROXY: '1',
  });
  const process: ApiProcess = {
    url: server.url,
    upstream: `127.0.0.1:${server.port}`,
    async kill() {
      server.child.kill('SIGKILL');
      await exited(server.child);
    },
  };
  return { process, child: server.child };
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
  await waitUntilAnswering(`${url}/api/v1/health/ready`, child, output);
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
