import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The files that replace a module (vi.mock) the app imports: they need the app's modules loaded
 * afresh, so they keep a module graph of their own. Every other file shares one per worker.
 */
const MODULE_MOCKS = ['test/password-hashing.test.ts', 'test/letters-api/generate-failure.test.ts'];

// test/db tests the embedded database itself (its folder, memory and fsyncs): the PostgreSQL
// pass has nothing of it to test.
const EXCLUDE = process.env.TEST_DATABASE_URL
  ? [...configDefaults.exclude, 'test/db/**']
  : configDefaults.exclude;

// API integration tests: a fresh PGlite per file, or a fresh database per file on the
// PostgreSQL server named by TEST_DATABASE_URL (see test/support/database.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    // Vitest keeps a core free by default, which is one worker of two on CI's 2-core machine;
    // the files wait on the database as much as they compute, so every core gets a worker.
    maxWorkers: availableParallelism(),
    // Once for the run (the migrated template each file's database starts from).
    globalSetup: ['test/support/global-setup.ts'],
    // Starting PGlite (WebAssembly) takes a few seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.test.ts'],
          exclude: [...EXCLUDE, ...MODULE_MOCKS],
          // Each file builds its own app on its own database; importing the app's modules again
          // for every file was a third of the run (141 s of 341 s on CI).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-module-mocks', include: MODULE_MOCKS } },
    ],
  },
});
