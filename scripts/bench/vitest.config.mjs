import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the bench's own logic (what its report says about figures it is given); they time
// nothing and start no server.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'bench',
    environment: 'node',
    include: ['**/*.test.mjs'],
  },
});
