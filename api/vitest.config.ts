import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// API integration tests: a fresh PGlite per file, or a fresh database per file on the
// PostgreSQL server named by TEST_DATABASE_URL (see test/support/database.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // test/db tests the embedded database itself (its folder, memory and fsyncs): the PostgreSQL
    // pass has nothing of it to test.
    exclude: process.env.TEST_DATABASE_URL
      ? [...configDefaults.exclude, 'test/db/**']
      : configDefaults.exclude,
    // Vitest keeps a core free by default, which is one worker of two on CI's 2-core machine;
    // the files wait on the database as much as they compute, so every core gets a worker.
    maxWorkers: availableParallelism(),
    globalSetup: ['test/support/global-setup.ts'],
    // Starting PGlite (WebAssembly) takes a few seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
