// The cost of durable commits on the embedded database (docs/benchmarks.md, "Durable commits on
// the embedded database"): committed single-row INSERTs through drizzle, one after another, on
// PGlite as earlier versions opened it (PostgreSQL's fsync off) and as openEmbeddedDatabase opens
// it now (the WAL fsynced before each commit answers), in fresh folders under the system's
// temporary folder, alternating, three rounds each.
// Run from api/: node --import tsx test/db/bench-durable-commits.ts [inserts per round]
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openEmbeddedDatabase } from '../../src/db/database';

const INSERTS = Number(process.argv[2] ?? 1000);
const WARM_UP = 50;
const ROUNDS = 3;

type Variant = 'fsync off (before)' | 'durable (now)';

interface Round {
  perSecond: number;
  medianMs: number;
  p99Ms: number;
}

async function open(variant: Variant, dataDir: string) {
  if (variant === 'durable (now)') {
    const handle = await openEmbeddedDatabase({ dataDir });
    return { db: handle.db, close: () => handle.close() };
  }
  const folder = path.join(dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  const client = await PGlite.create({ dataDir: folder });
  return { db: drizzle({ client }), close: () => client.close() };
}

async function measure(variant: Variant): Promise<Round> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'credit-repair-bench-commits-'));
  try {
    const { db, close } = await open(variant, path.join(scratch, 'data'));
    await db.execute(sql`CREATE TABLE bench (id serial PRIMARY KEY, note text NOT NULL)`);
    const insert = (index: number) =>
      db.execute(sql`INSERT INTO bench (note) VALUES (${`row ${index}`})`);
    for (let index = 0; index < WARM_UP; index += 1) await insert(index);
    const latencies: number[] = [];
    const started = performance.now();
    for (let index = 0; index < INSERTS; index += 1) {
      const before = performance.now();
      await insert(index);
      latencies.push(performance.now() - before);
    }
    const elapsed = performance.now() - started;
    await close();
    latencies.sort((a, b) => a - b);
    return {
      perSecond: (INSERTS / elapsed) * 1000,
      medianMs: latencies[Math.floor(INSERTS / 2)] ?? 0,
      p99Ms: latencies[Math.floor(INSERTS * 0.99)] ?? 0,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

const results = new Map<Variant, Round[]>();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const variant of ['fsync off (before)', 'durable (now)'] as const) {
    const measured = await measure(variant);
    results.set(variant, [...(results.get(variant) ?? []), measured]);
  }
}
console.log(`${INSERTS} committed INSERTs per round, ${ROUNDS} rounds, medians of the rounds:`);
for (const [variant, rounds] of results) {
  const perSecond = median(rounds.map((round) => round.perSecond)).toFixed(0);
  const medianMs = median(rounds.map((round) => round.medianMs)).toFixed(3);
  const p99Ms = median(rounds.map((round) => round.p99Ms)).toFixed(3);
  console.log(`${variant}: ${perSecond} commits/s, latency median ${medianMs} ms, p99 ${p99Ms} ms`);
}
