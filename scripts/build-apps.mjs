// Production build of the shell and the six remotes, in one process (tooling/production-build.mjs).
// Exits non-zero on any error.
import { apps } from '../tooling/apps.mjs';
import { productionConfigs, runBuild } from '../tooling/production-build.mjs';

const started = performance.now();
const stats = await runBuild(await productionConfigs());

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const output = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
if (output) console.log(output);

if (stats.hasErrors()) {
  console.error(`Build failed after ${seconds} s.`);
  process.exit(1);
}
console.log(`Built ${apps.map(({ name }) => name).join(', ')} in ${seconds} s.`);
