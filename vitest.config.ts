import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests of the browser packages. The API suite runs separately (api/vitest.config.ts),
// once on PGlite and once on PostgreSQL.
export default defineConfig({
  test: {
    // Vitest keeps a core free by default: one worker of two on CI's 2-core machine, leaving
    // half the machine idle for the whole unit run.
    maxWorkers: availableParallelism(),
    projects: [
      'shared',
      'shell',
      // Every suite (mfe-<name>, one per entry of shared/src/suites/registry.mjs).
      'mfe-*',
      'tooling/vitest.config.mjs',
      'scripts/bench/vitest.config.mjs',
    ],
  },
});
