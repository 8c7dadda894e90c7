// Production build of the shell and the six remotes, in one process: rspack's multi-compiler
// shares one native thread pool across the seven configs, which is faster on a small machine
// than seven `rspack build` processes. Exits non-zero on any error.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { apps, repoRoot } from '../tooling/apps.mjs';
import { precompressFolders } from './precompress.mjs';

const started = performance.now();

const configs = await Promise.all(
  apps.map(async ({ folder }) => {
    const file = pathToFileURL(path.join(repoRoot, folder, 'rspack.config.mjs')).href;
    const { default: appConfig } = await import(file);
    return appConfig({}, { mode: 'production' });
  }),
);

const compiler = rspack(configs);

/** @type {import('@rspack/core').MultiStats | undefined} */
const stats = await new Promise((resolve, reject) => {
  compiler.run((error, result) => {
    compiler.close((closeError) => {
      if (error || closeError) reject(error ?? closeError);
      else resolve(result);
    });
  });
});

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const output = stats?.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
if (output) console.log(output);

if (!stats || stats.hasErrors()) {
  console.error(`Build failed after ${seconds} s.`);
  process.exit(1);
}
const compressed = await precompressFolders(
  apps.map(({ folder }) => path.join(repoRoot, folder, 'dist')),
);
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Built ${apps.map(({ name }) => name).join(', ')} in ${seconds} s; precompressed ${compressed.files} files (Brotli and gzip) by ${total} s.`,
);
