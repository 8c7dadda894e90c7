// Letter generation: api/test/letters-api/bench-generate.ts (the real generate route through
// inject(), PGlite in memory, in one process), whose last line carries the medians as JSON.
import path from 'node:path';
import { runApiBenchScript } from './lib.mjs';

const REQUESTS = 200;

export function measureLetters() {
  return runApiBenchScript(path.join('test', 'letters-api', 'bench-generate.ts'), [
    String(REQUESTS),
  ]);
}

/**
 * The database's own rate of primary-key selects of a contact row through the server's driver
 * (api/test/db/bench-pk-select.ts): the ceiling GET /api/v1/contact is compared with. PGlite's
 * client one select after another by default; with `databaseUrl`, node-postgres on that
 * PostgreSQL with `concurrency` selects in flight.
 */
export function measurePrimaryKeySelects(seconds, { databaseUrl, concurrency = 1 } = {}) {
  return runApiBenchScript(
    path.join('test', 'db', 'bench-pk-select.ts'),
    [String(seconds), '--concurrency', String(concurrency)],
    // Empty means the embedded database, whatever the bench's own environment holds.
    { DATABASE_URL: databaseUrl ?? '' },
  );
}
