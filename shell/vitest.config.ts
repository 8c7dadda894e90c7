import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'shell',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // Form tests type key by key; on a loaded 2-core machine one can take several seconds.
    testTimeout: 30_000,
    // The shared setup (jest-dom matchers, i18n catalogs, a clean page per test).
    // Each file keeps its own module graph (the default), unlike most suites: the shell holds a
    // visit's state in modules (the session handed between tabs, the language chosen this visit,
    // the operator fetched once), which one test file would leave to the next.
    setupFiles: [fileURLToPath(new URL('../shared/src/testing/setup.ts', import.meta.url))],
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'stable' } },
  },
});
