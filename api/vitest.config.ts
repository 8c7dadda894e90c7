import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// API integration tests: a fresh PGlite per file, or a fresh database per file on the
// PostgreSQL server named by TEST_DATABASE_URL (see test/support/database.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Starting PGlite (WebAssembly) takes a few seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
