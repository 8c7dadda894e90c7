import { defineConfig } from 'vitest/config';

// Unit tests of the browser packages. The API suite runs separately (api/vitest.config.ts),
// once on PGlite and once on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      'shared',
      'shell',
      'mfe-profile',
      'mfe-banking',
      'mfe-letters',
      'mfe-repair',
      'mfe-settlement',
      'mfe-budget',
      'tooling/vitest.config.mjs',
      'scripts/bench/vitest.config.mjs',
    ],
  },
});
