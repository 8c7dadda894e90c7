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
    setupFiles: [
      fileURLToPath(new URL('../shared/src/testing/setup.ts', import.meta.url)),
      fileURLToPath(new URL('./src/testing/setup.ts', import.meta.url)),
    ],
    // Each test types into whole forms; on 2 shared cores that can take several seconds.
    testTimeout: 30_000,
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'stable' } },
  },
});
