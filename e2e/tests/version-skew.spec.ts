import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, request as playwrightRequest } from '@playwright/test';
import { SUITES } from 'shared/suites';
import { expect, needsLocalServer, test } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { BudgetSuitePage, signInAsNewUser } from '../page-models/budget-suite-page';
import {
  type ApiServer,
  buildSuite,
  exited,
  type StaticOrigin,
  startApiServer,
  startStaticOrigin,
} from '../support/processes';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@profile', '@budget'] };

/**
 * Suites deployed apart from the shell (issue 20): the budget suite built at another version and
 * published on another origin, as a team deploys it to a CDN, works beside the shell and the
 * other suites; a budget suite built against a React the shell does not provide fails alone,
 * into the suite's own "could not be loaded" message, and says which dependency is wrong.
 */
needsLocalServer('it builds a suite and starts servers of its own');
test.describe.configure({ mode: 'serial' });

const SKEWED_VERSION = '2.0.0-e2e';

let folder: string;
let cdn: StaticOrigin;
const servers: ApiServer[] = [];
/** The app with the budget suite of SKEWED_VERSION from the CDN, and with the React 18 one. */
let skewedApp: ApiServer;
let react18App: ApiServer;

test.beforeAll(async () => {
  // Two production builds of one suite: a minute or more on a busy 2-core machine.
  test.setTimeout(600_000);
  folder = mkdtempSync(path.join(tmpdir(), 'credit-repair-skew-'));
  await buildSuite('mfe-budget', path.join(folder, 'cdn', 'budget', SKEWED_VERSION), {
    MF_BUILD_VERSION: SKEWED_VERSION,
  });
  await buildSuite('mfe-budget', path.join(folder, 'cdn', 'budget', 'react-18'), {
    MF_BUILD_VERSION: '1.0.0-react-18',
    FEDERATION_REQUIRED_VERSIONS: JSON.stringify({ react: '^18.3.1', 'react-dom': '^18.3.1' }),
  });
  cdn = await startStaticOrigin(path.join(folder, 'cdn'));
  skewedApp = await appWithBudgetFrom(SKEWED_VERSION);
  react18App = await appWithBudgetFrom('react-18');
});

test.afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => exited(server.child)));
  await cdn?.close();
  if (folder) rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
});

/** The app served by a server whose REMOTES_JSON takes the budget suite from the CDN. */
async function appWithBudgetFrom(budgetFolder: string): Promise<ApiServer> {
  const map = Object.fromEntries(
    SUITES.map(({ name }) => [name, `/remotes/${name}/mf-manifest.json`]),
  );
  map.budget = `${cdn.url}/budget/${budgetFolder}/mf-manifest.json`;
  const remotesJson = path.join(folder, `remotes-${budgetFolder}.json`);
  writeFileSync(remotesJson, JSON.stringify(map));
  const server = await startApiServer(folder, { REMOTES_JSON: remotesJson });
  servers.push(server);
  return server;
}

async function signedInOn(browser: Browser, server: ApiServer) {
  const context = await browser.newContext({ baseURL: server.url });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInAsNewUser(page, api);
  await api.dispose();
  return { context, page };
}

test(
  'a suite of another version, on another origin, works beside the shell and the other suites',
  JOURNEY,
  async ({ browser }) => {
    const { context, page } = await signedInOn(browser, skewedApp);
    const manifest = page.waitForResponse(
      (response) =>
        response.url().startsWith(cdn.url) && response.url().endsWith('mf-manifest.json'),
    );
    const budget = new BudgetSuitePage(page);
    await budget.goto();
    const served = await manifest;
    expect((await served.json()).metaData.buildInfo.buildVersion).toBe(SKEWED_VERSION);

    await expect(budget.heading).toBeVisible();
    await budget.setAmount('Your take home pay', '1000');
    await expect(budget.annualAmount('Your take home pay')).toHaveText('$52,000.00');

    const shell = new AppShell(page);
    await shell.navigateTo('Personal Information');
    await expect(shell.heading('Personal Information')).toBeVisible();
    await shell.navigateTo('Budget Suite');
    await expect(budget.amount('Your take home pay')).toHaveValue('1000');
    await context.close();
  },
);

test(
  'a suite built against another React fails alone, naming the dependency',
  JOURNEY,
  async ({ browser }) => {
    const { context, page } = await signedInOn(browser, react18App);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const shell = new AppShell(page);
    await shell.goto('/app/budget-suite');
    await expect(shell.loadFailure).toBeVisible();
    await expect(shell.retryButton).toBeVisible();
    await expect
      .poll(() => errors.join('\n'))
      .toMatch(/shared singleton module react\S* does not satisfy the requirement of budget/);

    // The shell and the other suites are untouched.
    await shell.navigateTo('Personal Information');
    await expect(shell.heading('Personal Information')).toBeVisible();
    await expect(shell.loadFailure).toBeHidden();
    await context.close();
  },
);
