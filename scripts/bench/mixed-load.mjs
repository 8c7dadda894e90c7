// 200 people using the app at once for 60 s (decisions.md section 8, issue 18): each connection is
// one signed-in user who, in turn, opens the personal tab (contact, then address), the letter list,
// and saves the budget. Latency percentiles, errors, and the server's memory during the run.
// autocannon's histogram has no 95th percentile, so the bench keeps every answer's latency itself.
import { readFileSync } from 'node:fs';
import { fromE2e, registerUsers } from './lib.mjs';

export const MIXED_USERS = 200;
export const MIXED_SECONDS = 60;

const BUDGET = JSON.stringify({
  income: [{ description: 'Salary', frequency: 'Bi-Weekly', amount: 2150.5 }],
  outgoing: [
    { description: 'Rent', frequency: 'Monthly', amount: 1450 },
    { description: 'Groceries', frequency: 'Weekly', amount: 160.25 },
  ],
});

/** Resident and peak memory of a process, from /proc (Linux), in MiB; null elsewhere. */
export function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMiB: field('VmRSS') / 1024, peakMiB: field('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** The value below which `fraction` of the sorted values lie (nearest rank). */
export function percentile(sorted, fraction) {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];
}

/** Runs the mixed load against a started server ({ baseURL, pid }). */
export async function measureMixedLoad(server) {
  const users = await registerUsers(server.baseURL, MIXED_USERS, 'mixed');
  const autocannon = fromE2e('autocannon');
  let nextUser = 0;
  // The same key for every request of one connection: autocannon gives each its own context.
  const signedIn = (request, context) => {
    context.key ??= users[nextUser++ % users.length].key;
    return { ...request, headers: { ...request.headers, 'x-api-key': context.key } };
  };
  const before = processMemory(server.pid);
  let peakDuringRun = 0;
  const sampler = setInterval(() => {
    const memory = processMemory(server.pid);
    if (memory) peakDuringRun = Math.max(peakDuringRun, memory.rssMiB);
  }, 500);
  const latencies = [];
  let result;
  try {
    const run = autocannon({
      url: server.baseURL,
      connections: MIXED_USERS,
      duration: MIXED_SECONDS,
      requests: [
        { method: 'GET', path: '/api/v1/contact', setupRequest: signedIn },
        { method: 'GET', path: '/api/v1/address', setupRequest: signedIn },
        { method: 'GET', path: '/api/v1/generate-pdf', setupRequest: signedIn },
        {
          method: 'PUT',
          path: '/api/v1/budget',
          headers: { 'content-type': 'application/json' },
          body: BUDGET,
          setupRequest: signedIn,
        },
      ],
    });
    run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    result = await run;
  } finally {
    clearInterval(sampler);
  }
  const after = processMemory(server.pid);
  if (latencies.length === 0) throw new Error(`${server.baseURL} answered no request of the load.`);
  latencies.sort((a, b) => a - b);
  return {
    users: MIXED_USERS,
    seconds: MIXED_SECONDS,
    requestsPerSecond: result.requests.average,
    // Every answer's time, non-2xx included (those are also counted as errors).
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    total: result.requests.total,
    non2xx: result.non2xx,
    // autocannon counts a timeout as an error too.
    errors: result.errors,
    // What went wrong, for the report: answers by status outside 2xx, timeouts, socket errors.
    failures: {
      ...Object.fromEntries(
        Object.entries(result.statusCodeStats)
          .filter(([status]) => !status.startsWith('2'))
          .map(([status, { count }]) => [`HTTP ${status}`, count]),
      ),
      timeouts: result.timeouts,
      'connection errors': result.errors - result.timeouts,
    },
    rssBeforeMiB: before?.rssMiB ?? null,
    rssPeakDuringRunMiB: peakDuringRun || null,
    rssAfterMiB: after?.rssMiB ?? null,
    peakSinceStartMiB: after?.peakMiB ?? null,
  };
}
