// Wall time of the full production build: the front-end apps, then the API bundle.
import path from 'node:path';
import { repoRoot, timeCommand } from './lib.mjs';

export async function measureBuild() {
  // `pnpm --filter api build` runs `node build.mjs` in api/; calling it directly keeps npx's
  // start-up (fetching pnpm) out of the figure.
  const apps = await timeCommand(process.execPath, ['scripts/build-apps.mjs'], repoRoot);
  const api = await timeCommand(process.execPath, ['build.mjs'], path.join(repoRoot, 'api'));
  return { appsMs: apps, apiMs: api, totalMs: apps + api };
}
