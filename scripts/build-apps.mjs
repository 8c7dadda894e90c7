// Production build of the shell and every suite's remote (the registry of suites,
// shared/src/suites/registry.mjs), in one process (tooling/production-build.mjs),
// the shell's pages with the login page pre-rendered (tooling/shell-pages.mjs), then the Brotli
// and gzip copies the server sends (scripts/precompress.mjs).
// Exits non-zero on any error.
import path from 'node:path';
import { apps, repoRoot } from '../tooling/apps.mjs';
import { productionConfigs, runBuild } from '../tooling/production-build.mjs';
import { writeShellPages } from '../tooling/shell-pages.mjs';
import { precompressFolders } from './precompress.mjs';

const started = performance.now();
const stats = await runBuild(await productionConfigs());

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const output = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
if (output) console.log(output);

if (stats.hasErrors()) {
  console.error(`Build failed after ${seconds} s.`);
  process.exit(1);
}
const shellStats = stats.stats.find((app) => app.compilation.name === 'shell');
if (!shellStats) throw new Error('The build has no shell');
const { loginFiles, appFiles } = await writeShellPages(shellStats);
const compressed = await precompressFolders(
  apps.map(({ folder }) => path.join(repoRoot, folder, 'dist')),
);
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Built ${apps.map(({ name }) => name).join(', ')} in ${seconds} s; pre-rendered the login page in English and French (${loginFiles.en.length} and ${loginFiles.fr.length} files announced; ${appFiles.length} in app.html); precompressed ${compressed.files} files (Brotli and gzip) by ${total} s.`,
);
