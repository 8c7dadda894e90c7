import type AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, postApi, test, uniqueEmail, uniquePassword } from '../fixtures';
import { AppShell, NAV_ENTRIES } from '../page-models/app-shell';
import { FinancialSuitePage } from '../page-models/financial-suite-page';
import { IdentityLockPage } from '../page-models/identity-lock-page';
import { LoginPage } from '../page-models/login-page';
import { PrivacyPage, TermsPage } from '../page-models/policy-page';
import { RegisterPage } from '../page-models/register-page';
import { SESSION_STORAGE_KEY } from '../support/env';
import { PUBLIC_SCREENS } from '../support/screens';
import { EVERY_SUITE } from '../support/suites';

/** The suites these journeys cross: the shell and every suite of the registry (README, Testing). */
const JOURNEY = EVERY_SUITE;

interface Screen {
  path: string;
  /** What shows once the screen has rendered, so axe checks the finished page. */
  ready: (page: Page) => Locator;
}

const publicScreens: Screen[] = [
  { path: '/', ready: (page) => new LoginPage(page).loginButton },
  { path: '/register', ready: (page) => new RegisterPage(page).heading },
  { path: '/termsofservice', ready: (page) => new TermsPage(page).operatorEmail },
  { path: '/privacy', ready: (page) => new PrivacyPage(page).operatorEmail },
  {
    path: '/forgot-password',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Reset your password' }),
  },
  // Without a token in the link: the page says the link is no good and offers a new one.
  {
    path: '/reset-password',
    ready: (page) => page.getByRole('link', { name: 'Ask for a new link' }),
  },
];

const appScreens: Screen[] = [
  {
    path: '/app/edit-personal-info/personal',
    ready: (page) => new AppShell(page).heading('Personal Information'),
  },
  {
    path: '/app/edit-personal-info/account',
    ready: (page) =>
      page
        .getByRole('region', { name: 'Latest sign-ins and security changes' })
        .getByRole('row')
        .first(),
  },
  { path: '/app/financial-suite', ready: (page) => new FinancialSuitePage(page).comingSoon },
  { path: '/app/live-chat', ready: (page) => page.getByText('Coming Soon', { exact: true }) },
  {
    path: '/app/identity-lock',
    ready: (page) => new IdentityLockPage(page).heading,
  },
  // The other suites' first pages, whatever they show so far: their h1 marks them rendered.
  ...NAV_ENTRIES.filter(
    ({ label }) =>
      !['Personal Information', 'Financial Suite', 'Live Chat', 'Identity Lock'].includes(label),
  ).map(({ path }) => ({ path, ready: (page: Page) => new AppShell(page).pageHeading })),
];

/** Rule id, help text and the offending elements: enough to find a violation in the report. */
function summarize(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const screen of publicScreens) {
  test(`${screen.path} has no axe violations`, JOURNEY, async ({ page, makeAxeBuilder }) => {
    await page.goto(screen.path);
    await expect(screen.ready(page)).toBeVisible();

    expect(summarize(await makeAxeBuilder().analyze())).toEqual([]);
  });
}

for (const screen of appScreens) {
  test(
    `${screen.path} has no axe violations`,
    JOURNEY,
    async ({ signedInPage: page, makeAxeBuilder }) => {
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible();

      expect(summarize(await makeAxeBuilder().analyze())).toEqual([]);
    },
  );
}

test(
  'the app shell with the menu closed on a narrow window has no axe violations',
  JOURNEY,
  async ({ signedInPage: page, makeAxeBuilder }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto('/app/identity-lock');
    const shell = new AppShell(page);
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');

    expect(summarize(await makeAxeBuilder().analyze())).toEqual([]);
  },
);

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  const FRENCH_APP_SCREENS = [
    '/app/edit-personal-info/personal',
    '/app/edit-personal-info/address',
    '/app/edit-personal-info/password',
    '/app/edit-personal-info/account',
    '/app/credit-report-suite',
    '/app/credit-report-suite/instant-equifax-transunion',
    '/app/my-generated-letters',
    '/app/edit-account-info',
    '/app/credit-repair-suite',
    '/app/credit-repair-suite/errors-on-credit-report',
    '/app/credit-repair-suite/consumer-statement',
    '/app/debt-settlement-suite',
    '/app/budget-suite',
    '/app/financial-suite',
    '/app/live-chat',
    '/app/identity-lock',
  ];

  test('the public pages have no axe violations', JOURNEY, async ({ page, makeAxeBuilder }) => {
    // Seven pages, each loaded and analysed: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const found: string[] = [];
    for (const path of PUBLIC_SCREENS) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...summarize(await makeAxeBuilder().analyze()).map((line) => `${path}: ${line}`));
    }
    expect(found).toEqual([]);
  });

  test(
    'every screen of the app has no axe violations',
    JOURNEY,
    async ({ page, request, makeAxeBuilder }) => {
      test.setTimeout(120_000);
      // A user whose saved language is French: at sign-in the app stays in French.
      const account = { email: uniqueEmail('e2e-axe-fr'), password: uniquePassword() };
      const registered = await postApi<{ code: number; key?: string }>(request, '/register', {
        ...account,
        accept_terms: true,
        language: 'fr',
      });
      expect(registered.code).toBe(0);
      await page.addInitScript(
        `sessionStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(registered.key)})`,
      );
      const found: string[] = [];
      for (const path of FRENCH_APP_SCREENS) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        found.push(
          ...summarize(await makeAxeBuilder().analyze()).map((line) => `${path}: ${line}`),
        );
      }
      expect(found).toEqual([]);
    },
  );
});
