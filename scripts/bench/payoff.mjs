// The payoff plan (issue 16): 20 debts over 30 years must compute in under 20 ms in the browser.
// The same case (payoff-plan-case.ts) is timed in Node through the API's tsx, and in Chromium:
// bundled as the apps' production builds are (tooling/create-app-config.mjs) and run on a page's
// main thread, as the payoff page computes it. No app build and no server needed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { buildBenchPageConfig } from '../../tooling/create-app-config.mjs';
import { CHROMIUM_ARGS, chromiumPath, fromE2e, repoRoot, runApiBenchScript } from './lib.mjs';

export const PAYOFF_PLAN_BAR_MS = 20;

export function measurePayoffPlan() {
  return runApiBenchScript(path.join(repoRoot, 'scripts', 'bench', 'payoff-plan-run.ts'), []);
}

/** Bundles payoff-plan-page.ts into one production script and answers its text. */
async function benchPageScript() {
  const outputPath = mkdtempSync(path.join(tmpdir(), 'credit-repair-bench-page-'));
  try {
    const entry = path.join(repoRoot, 'scripts', 'bench', 'payoff-plan-page.ts');
    const stats = await new Promise((resolve, reject) => {
      rspack(buildBenchPageConfig(entry, outputPath), (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    return readFileSync(path.join(outputPath, 'bench.js'), 'utf8');
  } finally {
    rmSync(outputPath, { recursive: true, force: true });
  }
}

/**
 * The page the script runs on, served to Chromium by request interception: on localhost (a
 * secure context) and cross-origin isolated, so performance.now() is precise to a few
 * microseconds instead of the 100 µs it is rounded to elsewhere.
 */
const PAGE_URL = 'http://localhost/payoff-bench';
const ISOLATED = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/**
 * Times the case in Chromium (headless, Debian's, the browser of the end-to-end tests) on a fresh
 * page. No CPU slowdown: Chromium's (Emulation.setCPUThrottlingRate) pauses the page's thread at
 * intervals, which a burst of a few milliseconds mostly slips between, so it would not stand for
 * a slower phone; the figure is the machine's, like Node's.
 */
export async function measurePayoffPlanInBrowser() {
  const script = await benchPageScript();
  const { chromium } = fromE2e('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.route(PAGE_URL, (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: ISOLATED,
        body: '<!doctype html><title>Payoff plan bench</title><body></body>',
      }),
    );
    await page.goto(PAGE_URL);
    await page.addScriptTag({ content: script });
    const figures = await page.evaluate(() => ({
      ...globalThis.timePayoffPlanInPage(),
      isolated: globalThis.crossOriginIsolated,
    }));
    return { ...figures, browser: `Chromium ${browser.version()}` };
  } finally {
    await browser.close();
  }
}

/** One line of a browser figure, as the Node runner prints its own. */
export function browserLine(figures, where) {
  const clock = figures.isolated ? '' : ' (timer rounded to 0.1 ms: the page was not isolated)';
  return `Payoff plan ${where}, ${figures.debts} debts, ${figures.months} months at $${(figures.monthlyCents / 100).toFixed(2)} a month: median ${figures.medianMs.toFixed(2)} ms, slowest ${figures.maxMs.toFixed(2)} ms over ${figures.runs} runs${clock}`;
}
