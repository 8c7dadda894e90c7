import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'mfe-__name__',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // Form tests type key by key; on a loaded 2-core machine one can take several seconds.
    testTimeout: 30_000,
    // One module graph and jsdom per worker instead of a fresh one per file, as most suites:
    // setting them up again is about half of a suite's test time.
    isolate: false,
    // The shared setup: jest-dom matchers, the i18n catalogs, a clean page per test.
    setupFiles: [fileURLToPath(new URL('../shared/src/testing/setup.ts', import.meta.url))],
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'stable' } },
  },
});
