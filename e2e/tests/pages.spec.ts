import { expect, test } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { FINANCIAL_TABS, FinancialSuitePage } from '../page-models/financial-suite-page';
import { IdentityLockPage } from '../page-models/identity-lock-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@budget'] };

test(
  'the financial suite opens on Credit Card and every tab says Coming Soon',
  JOURNEY,
  async ({ signedInPage: page }) => {
    const suite = new FinancialSuitePage(page);
    await suite.goto();

    await expect(suite.heading).toBeVisible();
    await expect(suite.tabLinks).toHaveText(FINANCIAL_TABS.map((tab) => tab.label));
    await expect(page).toHaveURL('/app/financial-suite/credit-card');
    await expect(suite.tab('Credit Card')).toHaveAttribute('aria-current', 'page');
    await expect(suite.comingSoon).toBeVisible();

    for (const { label, path } of FINANCIAL_TABS) {
      await suite.tab(label).click();
      await expect(page).toHaveURL(path);
      await expect(suite.tab(label)).toHaveAttribute('aria-current', 'page');
      for (const other of FINANCIAL_TABS.filter((tab) => tab.label !== label)) {
        await expect(suite.tab(other.label)).not.toHaveAttribute('aria-current', 'page');
      }
      await expect(suite.comingSoon).toBeVisible();
    }
  },
);

test('live chat says Coming Soon', JOURNEY, async ({ signedInPage: page }) => {
  const shell = new AppShell(page);
  await shell.goto('/app/live-chat');

  await expect(shell.heading('Live Chat')).toBeVisible();
  await expect(page.getByRole('main').getByText('Coming Soon', { exact: true })).toBeVisible();
});

test(
  'identity lock offers a live representative and a checkbox with no further effect',
  JOURNEY,
  async ({ signedInPage: page }) => {
    const lock = new IdentityLockPage(page);
    await lock.goto();

    await expect(lock.heading).toBeVisible();
    await expect(lock.liveChatHeading).toBeVisible();
    await expect(lock.suspiciousActivityCheckbox).not.toBeChecked();

    await lock.suspiciousActivityCheckbox.check();
    await expect(lock.suspiciousActivityCheckbox).toBeChecked();
    await expect(page).toHaveURL('/app/identity-lock');
    await lock.suspiciousActivityCheckbox.uncheck();
    await expect(lock.suspiciousActivityCheckbox).not.toBeChecked();
  },
);

test(
  'identity lock says what to do now, with the numbers to call as phone links',
  JOURNEY,
  async ({ signedInPage: page }) => {
    const lock = new IdentityLockPage(page);
    await lock.goto();

    await expect(lock.whatToDoNow).toBeVisible();
    await expect(lock.phoneLink('1-800-465-7166')).toHaveAttribute('href', 'tel:+18004657166');
    await expect(lock.phoneLink('1-888-495-8501')).toHaveAttribute('href', 'tel:+18884958501');
    await expect(lock.phoneLink('1-800-206-7218')).toHaveAttribute('href', 'tel:+18002067218');
    // A new user has no address: both freezes are shown, and a fraud alert is available anywhere.
    await expect(lock.whatToDoNow).toContainText('Only Québec and Ontario give a security freeze');
    await expect(lock.whatToDoNow).toContainText('Since July 1, 2026: Consumer Reporting Act');
  },
);
