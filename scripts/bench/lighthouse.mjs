// Lighthouse's performance category on the login page and, signed in, on the personal tab, with
// its default configuration: mobile emulation and simulated throttling (a mid-range phone on a
// slow 4G connection, modelled from one unthrottled load). Each page is measured a few times in
// a fresh tab and the medians are reported; what Lighthouse flags in the median run is printed so
// that the reason for a missed target is at hand.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { PERSONAL_TAB } from './js-size.mjs';
import { CHROMIUM_ARGS, chromiumPath, registerUser, SESSION_STORAGE_KEY } from './lib.mjs';

export const LIGHTHOUSE_RUNS = 3;

const PAGES = [
  { label: '`/` (login)', path: '/', signedIn: false },
  { label: `\`${PERSONAL_TAB}\` (personal tab, signed in)`, path: PERSONAL_TAB, signedIn: true },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The figures of one Lighthouse run, and the run's report for the findings. */
function runFigures(lhr) {
  const metric = (id) => lhr.audits[id].numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lhr,
  };
}

/**
 * One Lighthouse navigation of `url` in a new tab of `browser`: its figures, or `{ failure }` when
 * Lighthouse reports that it could not measure the load. With a session key, the tab stores it in
 * sessionStorage before any script of the app runs, on every document of the app's origin, as the
 * shell finds it after signing in.
 */
async function runOnce(browser, url, sessionKey) {
  const page = await browser.newPage();
  try {
    if (sessionKey) {
      await page.evaluateOnNewDocument(
        (origin, name, key) => {
          if (window.location.origin === origin) window.sessionStorage.setItem(name, key);
        },
        new URL(url).origin,
        SESSION_STORAGE_KEY,
        sessionKey,
      );
    }
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    const { lhr } = result;
    if (lhr.runtimeError) {
      return { failure: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    }
    // A signed-in page that fell back to the login screen would be measured as the wrong page.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) {
      throw new Error(`Lighthouse asked for ${url} and measured ${landed}.`);
    }
    for (const warning of lhr.runWarnings) console.log(`  Lighthouse warning: ${warning}`);
    return runFigures(lhr);
  } finally {
    await page.close();
  }
}

/** Tries for one run: Lighthouse now and then loses a load's trace (NO_NAVSTART) on a busy machine. */
const TRIES_PER_RUN = 3;

/** One run's figures; a run whose trace Lighthouse could not read is tried again, and said so. */
async function measuredRun(browser, url, sessionKey) {
  const failures = [];
  while (failures.length < TRIES_PER_RUN) {
    const outcome = await runOnce(browser, url, sessionKey);
    if (!outcome.failure) return outcome;
    failures.push(outcome.failure);
    console.log(`  Lighthouse could not measure ${url}: ${outcome.failure}`);
  }
  throw new Error(
    `Lighthouse could not measure ${url} in ${TRIES_PER_RUN} tries: ${failures.join('; ')}`,
  );
}

const round = (value) => Math.round(value);

/** A node of Lighthouse's details, as a person finds it on the page. */
function nodeName(node) {
  if (!node) return 'unknown element';
  const label = node.nodeLabel ? ` "${node.nodeLabel.slice(0, 60)}"` : '';
  return `${node.selector ?? node.snippet}${label}`;
}

function itemsOf(lhr, id) {
  return lhr.audits[id]?.details?.items ?? [];
}

/**
 * What Lighthouse points at in one run: the largest contentful paint's element and its phases,
 * render-blocking resources, the elements that shifted, the scripts that kept the main thread
 * busy, and every other performance audit it failed (with its estimated saving).
 */
export function findings(lhr) {
  const lines = [];
  const [lcpElement, lcpPhases] = itemsOf(lhr, 'largest-contentful-paint-element');
  if (lcpElement) {
    const phases = (lcpPhases?.items ?? [])
      .map((phase) => `${phase.phase} ${round(phase.timing)} ms`)
      .join(', ');
    lines.push(`LCP element: ${nodeName(lcpElement.items[0]?.node)} (${phases})`);
  }
  const blocking = itemsOf(lhr, 'render-blocking-resources');
  lines.push(
    blocking.length === 0
      ? 'Render-blocking resources: none'
      : `Render-blocking resources: ${blocking
          .map((item) => `${new URL(item.url).pathname} (${round(item.wastedMs)} ms)`)
          .join(', ')}`,
  );
  const shifts = itemsOf(lhr, 'layout-shifts');
  lines.push(
    shifts.length === 0
      ? 'Layout shifts: none'
      : `Layout shifts: ${shifts
          .slice(0, 5)
          .map((item) => `${nodeName(item.node)} (${item.score.toFixed(3)})`)
          .join(', ')}`,
  );
  const bootup = itemsOf(lhr, 'bootup-time')
    .filter((item) => URL.canParse(item.url))
    .slice(0, 4)
    .map((item) => `${new URL(item.url).pathname} (${round(item.total)} ms)`);
  if (bootup.length > 0) lines.push(`Main-thread time by script: ${bootup.join(', ')}`);
  const shown = new Set([
    'largest-contentful-paint-element',
    'render-blocking-resources',
    'layout-shifts',
  ]);
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.group === 'metrics' || shown.has(ref.id)) continue;
    if (audit.score === null || audit.score >= 0.9) continue;
    const savings = Object.entries(audit.metricSavings ?? {})
      .filter(([, saving]) => saving > 0)
      .map(
        ([name, saving]) =>
          `${name} −${name === 'CLS' ? saving.toFixed(3) : `${round(saving)} ms`}`,
      );
    const display = audit.displayValue ? `: ${audit.displayValue}` : '';
    const estimate = savings.length > 0 ? ` (estimated ${savings.join(', ')})` : '';
    lines.push(`Flagged: ${audit.title}${display}${estimate}`);
  }
  return lines;
}

/**
 * Measures every page `LIGHTHOUSE_RUNS` times against the started server; answers, per page, the
 * median score, LCP, TBT and CLS (each the median of its own runs) and each run's score, and prints
 * what Lighthouse flagged in the run with the median score.
 */
export async function measureLighthouse(baseURL) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
    // Lighthouse sets the phone's viewport itself; puppeteer's own default would fight it.
    defaultViewport: null,
  });
  try {
    const { key } = await registerUser(baseURL, 'lighthouse');
    const pages = [];
    for (const { label, path, signedIn } of PAGES) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        runs.push(await measuredRun(browser, `${baseURL}${path}`, signedIn ? key : null));
      }
      const scores = runs.map((run) => run.score);
      const medianRun = runs.find((run) => run.score === median(scores));
      console.log(`Lighthouse on ${path}: scores ${scores.join(', ')}; in the median run:`);
      for (const line of findings(medianRun.lhr)) console.log(`  ${line}`);
      pages.push({
        label,
        path,
        runs: runs.length,
        scores,
        score: median(scores),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        cls: median(runs.map((run) => run.cls)),
      });
    }
    return { pages };
  } finally {
    await browser.close();
  }
}
