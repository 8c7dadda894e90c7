/**
 * Benchmark (not a test): time to generate and store letters through the real route, with
 * inject(), on an in-memory PGlite in this one process (so on one core).
 *   npx tsx api/test/letters-api/bench-generate.ts [requests] [--json]
 * Reports the median and p95 of one POST /generate-pdf (one letter, and the free report's two),
 * letters per second, the render alone, and the PDF sizes; for a Latin name (standard fonts) and
 * a CJK name (the embedded fallback font). Wall-clock times depend on what else the machine runs;
 * the CPU time this process spent per request (PGlite runs in it too) is the steadier figure.
 * With --json, a last line `BENCH_JSON {...}` carries the medians for `pnpm bench`.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { findUserByEmail } from '../../src/auth/users';
import { type AppConfig, DEMO_OPERATOR } from '../../src/config';
import { openEmbeddedDatabase } from '../../src/db/database';
import { letters } from '../../src/db/schema-letters';
import { uniformRateLimits } from '../../src/http/rate-limits';
import { creditReportRequest, renderLetterPdf } from '../../src/letters';
import { loadLetterPersonalData } from '../../src/letters-store/personal-data';
import { seedPerson } from './support';

const REQUESTS = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 200);
const JSON_OUTPUT = process.argv.includes('--json');
const WARM_UP = 20;

const config: AppConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: path.join(os.tmpdir(), 'credit-repair-bench-unused'),
  databaseUrl: undefined,
  dataKey: undefined,
  remotesJsonFile: undefined,
  trustProxy: false,
  logLevel: 'silent',
  demoAccount: undefined,
  serveSourceMaps: false,
  staticRoot: path.join(os.tmpdir(), 'credit-repair-bench-no-static'),
  loginIpMaxFailures: 1000,
  loginAccountMaxFailures: 100,
  // Far above what any test file sends; rate-limits.test.ts sets its own.
  rateLimits: uniformRateLimits(1_000_000),
  operator: DEMO_OPERATOR,
  smtpUrl: undefined,
  publicUrl: 'http://localhost:8080',
};

interface Person {
  label: string;
  first_name: string;
  last_name: string;
  address_line_one: string;
  city: string;
  province_id: number;
  postal_code: string;
}

const PEOPLE: Person[] = [
  {
    label: 'Latin name (standard fonts)',
    first_name: 'Élodie',
    last_name: 'Côté',
    address_line_one: '1234 rue Saint-Denis',
    city: 'Montréal',
    province_id: 10,
    postal_code: 'H2X 3K4',
  },
  {
    label: 'CJK name (fallback font)',
    first_name: '小明',
    last_name: '王',
    address_line_one: '5000 No. 3 Road',
    city: 'Richmond',
    province_id: 1,
    postal_code: 'V6X 2C3',
  },
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}`;
}

async function signUp(
  app: FastifyInstance,
  person: Person,
): Promise<{ key: string; userId: string }> {
  const email = `bench.${randomBytes(4).toString('hex')}@example.ca`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: { email, password: 'Correct-Horse-Battery-42', accept_terms: true },
  });
  const { key } = registered.json<{ key: string }>();
  const user = await findUserByEmail(app.db, email);
  if (!user) throw new Error('no user');
  await seedPerson(app, user.id, { ...person, middle_name: '' });
  return { key, userId: user.id };
}

async function timeGenerates(app: FastifyInstance, key: string, body: object, count: number) {
  const times: number[] = [];
  const cpu: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/generate-pdf',
      headers: { 'x-api-key': key },
      payload: body,
    });
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    if (response.statusCode !== 201) throw new Error(`generate: ${response.body}`);
  }
  return { times, cpu, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const database = await openEmbeddedDatabase();
  await database.migrate();
  const app = await buildApp({ config, database, dataKey: randomBytes(32) });
  console.log(
    `Node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    `${REQUESTS} requests per figure after ${WARM_UP} warm-up requests, PGlite in memory\n`,
  );
  const figures: {
    label: string;
    oneLetterMs: number;
    oneLetterCpuMs: number;
    renderMs: number;
  }[] = [];
  try {
    for (const person of PEOPLE) {
      const { key, userId } = await signUp(app, person);
      await timeGenerates(app, key, { bureau: 'Equifax' }, WARM_UP);

      const one = await timeGenerates(app, key, { bureau: 'Equifax' }, REQUESTS);
      const two = await timeGenerates(app, key, {}, Math.ceil(REQUESTS / 2));

      const profile = await loadLetterPersonalData(app.db, userId);
      if (!profile.complete) throw new Error('incomplete profile');
      const document = creditReportRequest(profile.personal, 'Equifax', '2026-03-02');
      const renders: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        await renderLetterPdf(document);
        renders.push(performance.now() - start);
      }

      const sizes = await app.db
        .select({ name: letters.name, bytes: letters.pdfBytes })
        .from(letters)
        .where(eq(letters.userId, userId))
        .limit(400);
      const sizeOf = (bureau: string) => {
        const found = sizes.filter((row) => row.name.endsWith(bureau));
        const average = found.reduce((sum, row) => sum + row.bytes, 0) / (found.length || 1);
        return `${(average / 1024).toFixed(1)} KiB`;
      };

      console.log(person.label);
      console.log(
        `  generate + store, 1 letter : ${summary(one.times)}; ${(REQUESTS / one.seconds).toFixed(1)} letters/s`,
      );
      console.log(
        `    CPU time per request: ${summary(one.cpu)}; ${(1000 / median(one.cpu)).toFixed(1)} letters/s on one core`,
      );
      console.log(
        `  generate + store, 2 letters: ${summary(two.times)}; ${((2 * two.times.length) / two.seconds).toFixed(1)} letters/s`,
      );
      console.log(
        `    CPU time per request: ${summary(two.cpu)}; ${(2000 / median(two.cpu)).toFixed(1)} letters/s on one core`,
      );
      console.log(`  render only (no HTTP, no DB): ${summary(renders)}`);
      console.log(`  PDF size: Equifax ${sizeOf('Equifax')}, TransUnion ${sizeOf('TransUnion')}\n`);
      figures.push({
        label: person.label,
        oneLetterMs: median(one.times),
        oneLetterCpuMs: median(one.cpu),
        renderMs: median(renders),
      });
    }
    if (JSON_OUTPUT) console.log(`BENCH_JSON ${JSON.stringify({ requests: REQUESTS, figures })}`);
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
