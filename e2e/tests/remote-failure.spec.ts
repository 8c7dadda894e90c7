import { expect, test } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { FinancialSuitePage } from '../page-models/financial-suite-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@profile', '@budget'] };

test(
  'an unreachable suite shows the message and Retry while another suite still works',
  JOURNEY,
  async ({ signedInPage: page }) => {
    const shell = new AppShell(page);
    const brokenProfile = '**/remotes/profile/**';
    await page.route(brokenProfile, (route) => route.abort('connectionrefused'));

    await shell.goto('/app/edit-personal-info/personal');
    await expect(shell.loadFailure).toBeVisible();
    await expect(shell.retryButton).toBeVisible();

    await shell.navigateTo('Financial Suite');
    const financial = new FinancialSuitePage(page);
    await expect(financial.tab('Credit Card')).toHaveAttribute('aria-current', 'page');
    await expect(shell.loadFailure).toBeHidden();

    await shell.navigateTo('Personal Information');
    await expect(shell.loadFailure).toBeVisible();

    // The network is back: Retry loads the suite without a page reload.
    await page.unroute(brokenProfile);
    await shell.retryButton.click();
    await expect(shell.heading('Personal Information')).toBeVisible();
    await expect(shell.loadFailure).toBeHidden();
  },
);

test(
  'a suite whose manifest answers 404 shows the message while another suite still works',
  JOURNEY,
  async ({ signedInPage: page }) => {
    const shell = new AppShell(page);
    const missingManifest = '**/remotes/budget/mf-manifest.json';
    await page.route(missingManifest, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
    );

    await shell.goto('/app/live-chat');
    await expect(shell.loadFailure).toBeVisible();
    await expect(shell.retryButton).toBeVisible();

    await shell.navigateTo('Personal Information');
    await expect(shell.heading('Personal Information')).toBeVisible();
    await expect(shell.loadFailure).toBeHidden();

    await shell.navigateTo('Live Chat');
    await expect(shell.loadFailure).toBeVisible();
    await page.unroute(missingManifest);
    await shell.retryButton.click();
    await expect(page.getByRole('main')).toContainText('Coming Soon');
    await expect(shell.loadFailure).toBeHidden();
  },
);
