import { expect, postApi, test } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { LoginPage } from '../page-models/login-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell'] };

const PERSONAL_TAB = '/app/edit-personal-info/personal';

/** Ends the session on the server, as another tab's sign-out or an expiry would. */
test.beforeEach(async ({ signedInPage: page, sessionKey, request }) => {
  const shell = new AppShell(page);
  await shell.goto(PERSONAL_TAB);
  await expect(shell.heading('Personal Information')).toBeVisible();
  // Let the tab finish loading first: a load still in flight at the revocation would get -4000
  // and sign the page out before the test takes its step.
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();

  const revoked = await postApi<{ code: number }>(request, '/logout', undefined, {
    'X-API-Key': sessionKey,
  });
  expect(revoked.code).toBe(0);
});

test(
  'moving to another suite after the session was revoked leads to login',
  JOURNEY,
  async ({ signedInPage: page }) => {
    await new AppShell(page).navigateTo('Identity Lock');

    await expect(page).toHaveURL('/');
    await expect(new LoginPage(page).loginButton).toBeVisible();
    // The login page says why the user is there.
    await expect(page.getByRole('status')).toHaveText('You were signed out.');
  },
);

test(
  'reloading a page after the session was revoked leads to login',
  JOURNEY,
  async ({ signedInPage: page }) => {
    await page.reload();

    await expect(page).toHaveURL('/');
    await expect(new LoginPage(page).loginButton).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('You were signed out.');
    // The key is gone from the tab: the app stays closed.
    await page.goto(PERSONAL_TAB);
    await expect(page).toHaveURL('/');
  },
);
