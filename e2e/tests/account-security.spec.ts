import {
  expect,
  logIn,
  needsLocalServer,
  postApi,
  registerAccount,
  sessionAnswerCode,
  test,
} from '../fixtures';
import { LoginPage } from '../page-models/login-page';
import { mailCountTo, mailTo } from '../support/outbox';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@profile'] };

const SENT = 'If an account uses this address, we sent a link. It works for 30 minutes.';
const LINK_REFUSED = 'This link has expired or was already used. Ask for a new one.';

/** The path and fragment of the reset link in a mail's text: the link names the public URL. */
function resetPathIn(text: string): string {
  const link = text.match(/https?:\/\/\S+?(\/reset-password#token=[A-Za-z0-9_-]{43})/);
  if (!link?.[1]) throw new Error(`No reset link in: ${text}`);
  return link[1];
}

test(
  'a forgotten password: a link by email, a new password, and every old session ended',
  JOURNEY,
  async ({ page, request }) => {
    needsLocalServer('it reads the reset link in the outbox of the server it starts');
    const account = await registerAccount(request, 'e2e-forgot');
    const oldKey = await logIn(request, account);
    const login = new LoginPage(page);
    await login.goto();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page.getByText(SENT)).toBeVisible();

    const mail = await mailTo(account.email);
    expect(mail.subject).toBe('Reset your Credit Repair Canada password');
    const resetPath = resetPathIn(mail.text);

    await page.goto(resetPath);
    const newPassword = `${account.password}-renewed`;
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Save my new password' }).click();
    // Signed in by the reset itself.
    await expect(page).toHaveURL(/\/app\/edit-personal-info\/personal$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal Information' }),
    ).toBeVisible();

    expect(await sessionAnswerCode(request, oldKey)).toBe(-4000);
    const refused = await postApi(request, '/login', {
      username: account.email,
      password: account.password,
    });
    expect(refused.code).toBe(-1);
    await logIn(request, { email: account.email, password: newPassword });

    // The link works once.
    const again = await page.context().newPage();
    await again.goto(resetPath);
    await again.getByLabel('New Password', { exact: true }).fill(`${newPassword}-again`);
    await again.getByLabel('Confirm New Password').fill(`${newPassword}-again`);
    await again.getByRole('button', { name: 'Save my new password' }).click();
    await expect(again.getByText(LINK_REFUSED)).toBeVisible();
    await expect(again.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
);

test(
  'a reset asked for an address without an account looks the same and sends nothing',
  JOURNEY,
  async ({ page }) => {
    needsLocalServer('it reads the outbox of the server it starts');
    const nobody = `nobody-${Date.now()}@example.ca`;
    await page.goto('/forgot-password');
    await page.getByLabel('Email Address').fill(nobody);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page.getByText(SENT)).toBeVisible();
    // The server sends after answering: a moment for a mail that must not come.
    await page.waitForTimeout(500);
    expect(await mailCountTo(nobody)).toBe(0);
  },
);

test(
  'two browsers signed in: one sees both, and signs the other out',
  JOURNEY,
  async ({ browser, page, request }) => {
    const account = await registerAccount(request, 'e2e-sessions');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      for (const each of [page, otherPage]) {
        const login = new LoginPage(each);
        await login.goto();
        await login.signIn(account.email, account.password);
        await expect(each).toHaveURL(/\/app\/edit-personal-info\/personal$/);
      }

      await page.getByRole('link', { name: 'Account and privacy' }).click();
      const devices = page.getByRole('list', { name: 'Signed-in devices' });
      // Registering signed in a session too, with no browser of its own: three in all.
      await expect(devices.getByRole('listitem')).toHaveCount(3);
      const here = devices.getByRole('listitem').filter({ hasText: 'This device' });
      await expect(here).toHaveCount(1);
      const history = page.getByRole('region', { name: 'Latest sign-ins and security changes' });
      await expect(history.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(3);

      // The most recently active other session is the other browser's.
      await devices
        .getByRole('listitem')
        .filter({ hasNotText: 'This device' })
        .first()
        .getByRole('button', { name: /^Sign out/ })
        .click();
      await expect(page.getByText('That device was signed out.')).toBeVisible();
      await expect(devices.getByRole('listitem')).toHaveCount(2);

      // The other browser's next call lands on the login page.
      await otherPage.getByRole('link', { name: 'Address' }).click();
      await expect(otherPage).toHaveURL(/\/$/);
      await expect(new LoginPage(otherPage).loginButton).toBeVisible();

      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
      await expect(devices.getByRole('listitem')).toHaveCount(1);
      // This browser is still signed in.
      await page.getByRole('link', { name: 'Address' }).click();
      await expect(page.getByRole('region', { name: 'Current Address' })).toBeVisible();
    } finally {
      await other.close();
    }
  },
);
