// pnpm bench: measures the quality bars of decisions.md section 8 that this issue can measure
// and writes the figures into docs/benchmarks.md. About six minutes on 2 cores, build included.
//   node scripts/bench.mjs [--skip-build] [--only js|lighthouse|payoff]
// --skip-build measures the existing dist/ folders instead of building them first.
// --only js measures only the JavaScript sizes, --only lighthouse only the Lighthouse figures (with
// --skip-build, under a minute each): for checking a front-end change without
// the throughput, database and letter steps. Either prints its figures and leaves
// docs/benchmarks.md alone, since its figures section describes one full run. --only payoff
// times the payoff plan alone, in Node and in Chromium (no build, no server, seconds).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { measureBuild } from './bench/build-time.mjs';
import { measureJavaScript } from './bench/js-size.mjs';
import { measureLetters, measurePrimaryKeySelects } from './bench/letters.mjs';
import { repoRoot, startAppServer } from './bench/lib.mjs';
import { LIGHTHOUSE_RUNS, measureLighthouse } from './bench/lighthouse.mjs';
import { MIXED_SECONDS, MIXED_USERS, measureMixedLoad } from './bench/mixed-load.mjs';
import {
  browserLine,
  measurePayoffPlan,
  measurePayoffPlanInBrowser,
  PAYOFF_PLAN_BAR_MS,
} from './bench/payoff.mjs';
import { measureOnPostgres } from './bench/postgres.mjs';
import {
  figuresMarkdown,
  jsSizeMarkdown,
  lighthouseMarkdown,
  machine,
  writeFigures,
} from './bench/report.mjs';
import { measureThroughput } from './bench/throughput.mjs';

const ONLY_STEPS = ['js', 'lighthouse', 'payoff'];
const skipBuild = process.argv.includes('--skip-build');
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? null : process.argv[onlyIndex + 1];
if (only !== null && !ONLY_STEPS.includes(only)) {
  throw new Error(
    `--only accepts one step, ${ONLY_STEPS.join(' or ')} (got ${only ?? 'nothing'}).`,
  );
}

function step(text) {
  console.log(`\n== ${text}`);
}

if (only === 'payoff') {
  step(`Payoff plan: 20 debts over 30 years (bar: under ${PAYOFF_PLAN_BAR_MS} ms in the browser)`);
  const node = await measurePayoffPlan();
  const browser = await measurePayoffPlanInBrowser();
  console.log(browserLine(browser, `in ${browser.browser}`));
  const verdict = (figures) => (figures.medianMs < PAYOFF_PLAN_BAR_MS ? 'met' : 'NOT MET');
  console.log(`In the browser: ${verdict(browser)} (in Node: ${verdict(node)})`);
  process.exit(0);
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
let lighthouse;
let throughput;
try {
  if (only === null || only === 'js') {
    step('JavaScript loaded by the login page and by each suite');
    js = await measureJavaScript(server.baseURL);
    console.log('Largest files loaded by the login page (gzipped):');
    for (const { file, gzip } of js.login.largest.slice(0, 8)) {
      console.log(`  ${(gzip / 1000).toFixed(1).padStart(6)} KB  ${file}`);
    }
  }
  if (only === null || only === 'lighthouse') {
    step(`Lighthouse, mobile, ${LIGHTHOUSE_RUNS} runs per page: login page and personal tab`);
    lighthouse = await measureLighthouse(server.baseURL);
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
if (only === 'lighthouse') {
  console.log(`\n${lighthouseMarkdown({ host: machine(), lighthouse })}`);
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

step('The API on PostgreSQL (a private server for this run)');
const postgres = await measureOnPostgres(step);
if (!postgres.available) {
  console.log(`PostgreSQL NOT MEASURED: ${postgres.reason}`);
}

const markdown = figuresMarkdown({
  host: machine(),
  js,
  lighthouse,
  throughput,
  primaryKeySelects,
  mixed,
  postgres,
  build,
  letters,
});
console.log(`\n${markdown}`);
console.log(`Figures written to ${path.relative(repoRoot, writeFigures(markdown))}`);
