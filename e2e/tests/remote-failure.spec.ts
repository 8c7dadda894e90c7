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

test('while the server is away the page says what it shows may be out of date, and all recovers by itself once it answers', {
  tag: ['@shell', '@profile', '@banking', '@budget'],
}, async ({ signedInPage: page }) => {
  const shell = new AppShell(page);
  const away =
    'We could not reach the server. What this page shows was loaded earlier and may be out of date.';
  await shell.goto('/app/budget-suite');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toBeVisible();
  await shell.navigateTo('Personal Information');
  await expect(shell.heading('Personal Information')).toBeVisible();

  // The server stops answering: its API and the code of a suite not opened yet.
  const api = '**/api/v1/**';
  const banking = '**/remotes/banking/**';
  await page.route(api, (route) => route.abort('connectionrefused'));
  await page.route(banking, (route) => route.abort('connectionrefused'));
  await shell.navigateTo('Budget Suite');
  await expect(page.getByText(away)).toBeVisible();
  // What was loaded before is still shown, under the notice.
  await expect(totals).toBeVisible();
  await shell.navigateTo('Banking Information');
  await expect(shell.loadFailure).toBeVisible();

  // The server is back: the next navigation finds it, and nothing needs Retry.
  await page.unroute(api);
  await page.unroute(banking);
  await shell.navigateTo('Budget Suite');
  await expect(totals).toBeVisible();
  await expect(page.getByText(away)).toBeHidden();
  await shell.navigateTo('Banking Information');
  await expect(shell.heading('Banking Information')).toBeVisible();
  await expect(shell.loadFailure).toBeHidden();
});
