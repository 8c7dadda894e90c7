// The production build of the front-end apps (the shell and every suite of the registry) as rspack
// configs and one multi-compiler run: shared by scripts/build-apps.mjs and the build-output test,
// so the test checks exactly what `pnpm run build` ships.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { apps, repoRoot } from './apps.mjs';

/** Each app's own rspack config in production mode, shell first (the order of tooling/apps.mjs). */
export async function productionConfigs() {
  return Promise.all(
    apps.map(async ({ folder }) => {
      const file = pathToFileURL(path.join(repoRoot, folder, 'rspack.config.mjs')).href;
      const { default: appConfig } = await import(file);
      return appConfig({}, { mode: 'production' });
    }),
  );
}

/**
 * Runs the configs in one process: rspack's multi-compiler shares one native thread pool, which
 * is faster on a small machine than one `rspack build` process per app.
 *
 * @param {import('@rspack/core').Configuration[]} configs
 * @returns {Promise<import('@rspack/core').MultiStats>}
 */
export function runBuild(configs) {
  const compiler = rspack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, result) => {
      compiler.close((closeError) => {
        if (error || closeError || !result) reject(error ?? closeError);
        else resolve(result);
      });
    });
  });
}
