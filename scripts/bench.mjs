// pnpm bench: measures the quality bars of decisions.md section 8 that this issue can measure
// and writes the figures into docs/benchmarks.md. About five minutes on 2 cores.
//   node scripts/bench.mjs [--skip-build] [--only js]
// --skip-build measures the existing dist/ folders instead of building them first.
// --only js measures only the JavaScript sizes (with --skip-build, under a minute): for checking
// a bundle change without the throughput and letter steps; it prints the figures and leaves
// docs/benchmarks.md alone, since its figures section describes one full run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { measureBuild } from './bench/build-time.mjs';
import { measureJavaScript } from './bench/js-size.mjs';
import { measureLetters, measurePrimaryKeySelects } from './bench/letters.mjs';
import { repoRoot, startAppServer } from './bench/lib.mjs';
import { MIXED_SECONDS, MIXED_USERS, measureMixedLoad } from './bench/mixed-load.mjs';
import { figuresMarkdown, jsSizeMarkdown, machine, writeFigures } from './bench/report.mjs';
import { measureThroughput } from './bench/throughput.mjs';

const skipBuild = process.argv.includes('--skip-build');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? null : process.argv[onlyIndex + 1];
if (only !== null && only !== 'js') {
  throw new Error(`--only accepts one step, js (got ${only ?? 'nothing'}).`);
}

function step(text) {
  console.log(`\n== ${text}`);
}

let build = null;
if (skipBuild) {
  if (!existsSync(path.join(repoRoot, 'api', 'dist', 'server.js'))) {
    throw new Error('--skip-build needs an existing build: run `pnpm run build` first.');
  }
} else {
  step('Full production build');
  build = await measureBuild();
}

step('Starting the built server');
const server = await startAppServer();
let js;
let throughput;
try {
  step('JavaScript loaded by the login page and by each suite');
  js = await measureJavaScript(server.baseURL);
  console.log('Largest files loaded by the login page (gzipped):');
  for (const { file, gzip } of js.login.largest.slice(0, 8)) {
    console.log(`  ${(gzip / 1000).toFixed(1).padStart(6)} KB  ${file}`);
  }
  if (only === null) {
    step('API throughput');
    throughput = await measureThroughput(server.baseURL);
  }
} finally {
  await server.stop();
}

if (only === 'js') {
  console.log(`\n${jsSizeMarkdown({ host: machine(), js })}`);
  process.exit(0);
}

// A fresh server, so its memory figures are those of this run alone.
step(`Mixed load: ${MIXED_USERS} users for ${MIXED_SECONDS} s (embedded database)`);
const mixedServer = await startAppServer();
let mixed;
try {
  mixed = await measureMixedLoad(mixedServer);
} finally {
  await mixedServer.stop();
}

// After the server has stopped, so the two do not share the cores.
step('Letter generation (render and store)');
const letters = await measureLetters();
step("Primary-key selects through the embedded database client (the authenticated read's ceiling)");
const primaryKeySelects = await measurePrimaryKeySelects(throughput.durationSeconds);

const markdown = figuresMarkdown({
  host: machine(),
  js,
  throughput,
  primaryKeySelects,
  mixed,
  build,
  letters,
});
console.log(`\n${markdown}`);
console.log(`Figures written to ${path.relative(repoRoot, writeFigures(markdown))}`);
