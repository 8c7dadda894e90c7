// API throughput under 50 concurrent connections: sign-in (bound by argon2id), an authenticated
// request, and a bare Fastify route in another process as the HTTP ceiling of this machine.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, fromE2e, registerUsers, repoRoot, stopProcess, waitForUrl } from './lib.mjs';

export const CONNECTIONS = 50;
export const DURATION_S = 6;

/**
 * Cheap authenticated reads, best first: the first one the API answers for a signed-in user is
 * measured. GET /contact is the one decisions.md section 8 names; GET /session (who the key
 * belongs to) stands in where it is missing.
 */
const AUTHENTICATED_READS = ['/api/v1/contact', '/api/v1/session'];

function run(options) {
  const autocannon = fromE2e('autocannon');
  return autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
}

function summarize(name, result) {
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    // autocannon counts a timeout as an error too.
    errors: result.errors,
  };
}

/** Finds an authenticated GET the API serves, or null when there is none yet. */
async function findAuthenticatedRead(baseURL, key) {
  for (const route of AUTHENTICATED_READS) {
    const response = await fetch(`${baseURL}${route}`, { headers: { 'X-API-Key': key } });
    if (response.ok) return route;
  }
  return null;
}

/**
 * The cheapest authenticated read the API serves, for one signed-in user, under the same load as
 * the other routes; null when the API serves none.
 */
export async function measureAuthenticatedRead(baseURL, key) {
  const route = await findAuthenticatedRead(baseURL, key);
  if (!route) return null;
  const result = await run({ url: `${baseURL}${route}`, headers: { 'X-API-Key': key } });
  return { route, row: summarize(`GET ${route} (authenticated)`, result) };
}

async function startBareServer() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/bare`;
  await waitForUrl(url, 15_000, child);
  return { url, stop: () => stopProcess(child) };
}

// One account per connection: the sign-in throttle counts a try before it verifies the password
// (so parallel guesses cannot slip past the limit), which makes more than five logins in flight for
// one email from one address answer -5; spreading the load over many accounts measures argon2.
export async function measureThroughput(baseURL) {
  const users = await registerUsers(baseURL, CONNECTIONS, 'load');
  const user = users[0];
  const rows = [];

  let next = 0;
  rows.push(
    summarize(
      `POST /api/v1/login (argon2id, ${users.length} accounts)`,
      await run({
        url: baseURL,
        requests: [
          {
            method: 'POST',
            path: '/api/v1/login',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              const account = users[next++ % users.length];
              return {
                ...request,
                body: JSON.stringify({ username: account.email, password: account.password }),
              };
            },
          },
        ],
      }),
    ),
  );

  const authenticated = await measureAuthenticatedRead(baseURL, user.key);
  if (authenticated) rows.push(authenticated.row);
  rows.push(
    summarize('GET /api/v1/health (public)', await run({ url: `${baseURL}/api/v1/health` })),
  );

  const bare = await startBareServer();
  try {
    rows.push(summarize('bare Fastify route (HTTP ceiling)', await run({ url: bare.url })));
  } finally {
    await bare.stop();
  }
  return {
    rows,
    authenticatedRead: authenticated?.route ?? null,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
  };
}
