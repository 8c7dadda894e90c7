import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the build tooling: they run the production build and read its stats.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['**/*.test.mjs'],
    // One production build of every app: seconds alone, far longer on a busy 2-core machine.
    hookTimeout: 300_000,
  },
});
