import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'shared',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // Form tests type key by key; on a loaded 2-core machine one can take several seconds.
    testTimeout: 30_000,
    setupFiles: ['./src/testing/setup.ts'],
    // The files share one module graph and jsdom per worker instead of a fresh one each: setting
    // both up again was most of this project's time (205 s against 27 s on a loaded machine). A
    // test that needs a module fresh loads it again itself (vi.resetModules).
    isolate: false,
    // Process CSS Modules so components get real (stable, readable) class names in tests.
    css: { include: /\.module\.css$/, modules: { classNameStrategy: 'stable' } },
  },
});
