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
 * The embedded database's own rate of primary-key selects of a contact row, through PGlite's
 * client (api/test/db/bench-pk-select.ts): the ceiling GET /api/v1/contact is compared with.
 */
export function measurePrimaryKeySelects(seconds) {
  return runApiBenchScript(path.join('test', 'db', 'bench-pk-select.ts'), [String(seconds)]);
}
