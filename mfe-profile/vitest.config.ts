import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'mfe-profile',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // The shared setup: jest-dom matchers, the i18n catalogs, a clean page per test.
    // Each file keeps its own module graph (the default), unlike the other suites: the personal tab's tests and the two-step requests they do not answer depend on the order of files.
    setupFiles: [fileURLToPath(new URL('../shared/src/testing/setup.ts', import.meta.url))],
    // Form tests type key by key; on a loaded 2-core machine one can take several seconds.
    testTimeout: 30_000,
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'stable' } },
  },
});
