import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'mfe-banking',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // Form tests type key by key; on a loaded 2-core machine one can take several seconds.
    testTimeout: 30_000,
    // The shared setup: jest-dom matchers, the i18n catalogs, a clean page per test.
    // Each file keeps its own module graph (the default), unlike the other suites: the payoff page's French test needs the reference data's French installed afresh.
    setupFiles: [fileURLToPath(new URL('../shared/src/testing/setup.ts', import.meta.url))],
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'stable' } },
  },
});
