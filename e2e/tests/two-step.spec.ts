import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, registerAccount, test } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { LoginPage } from '../page-models/login-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@profile'] };

const WRONG_CODE = 'This code is not right or was already used. Please try again.';

/**
 * The code an authenticator app holding `key` shows now (`stepsAhead` 0) or 30 seconds from now
 * (1). A code is accepted one step early or late, never for a step already used: turning on with
 * the current code and signing in with the next one is always a later step, so the test never
 * waits for the clock to turn.
 */
function codeOf(key: string, stepsAhead: 0 | 1): string {
  const secret = Secret.fromBase32(key.replaceAll(' ', ''));
  return new TOTP({ secret }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function passwordStep(page: Page, account: { email: string; password: string }) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.email, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
}

test(
  'two-step sign-in: turned on from the tab, then a code and a recovery code, once',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    test.setTimeout(90_000);
    const account = await registerAccount(request, 'e2e-two-step');
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await expect(page).toHaveURL(/\/app\/edit-personal-info\/personal$/);

    await page.getByRole('link', { name: 'Account and privacy' }).click();
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(section.getByText('Two-step sign-in is off.')).toBeVisible();
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await section.getByLabel('Password', { exact: true }).fill(account.password);
    await section.getByRole('button', { name: 'Confirm' }).click();

    const qr = section.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await expect(qr).toBeVisible();
    // The QR code is an SVG the server drew, shown as an image.
    const width = await qr.evaluate(
      (image) => (image as unknown as { naturalWidth: number }).naturalWidth,
    );
    expect(width).toBeGreaterThan(0);
    const key = (await section.locator('code').textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
    expect((await makeAxeBuilder().analyze()).violations.map((found) => found.id)).toEqual([]);

    await section.getByLabel('6-digit code').fill(codeOf(key, 0));
    await section.getByRole('button', { name: 'Turn on', exact: true }).click();
    const codesList = section.getByRole('list', { name: 'Recovery codes' });
    await expect(codesList.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await codesList.getByRole('listitem').allTextContents();
    expect((await makeAxeBuilder().analyze()).violations.map((found) => found.id)).toEqual([]);

    // The codes download as a text file.
    const downloading = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Download the codes (.txt)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('credit-repair-canada-recovery-codes.txt');

    await section.getByRole('button', { name: 'I have kept my codes' }).click();
    await expect(section.getByText('You have 10 unused recovery codes.')).toBeVisible();
    await new AppShell(page).signOut();

    // Signing in asks for the app's code after the password.
    await passwordStep(page, account);
    const codeField = page.getByLabel('6-digit code');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await codeField.fill(codeOf(key, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/app\/edit-personal-info\/personal$/);
    await new AppShell(page).signOut();

    // Then with a recovery code instead.
    const [recoveryCode] = recoveryCodes;
    if (!recoveryCode) throw new Error('No recovery code on the page');
    await passwordStep(page, account);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/app\/edit-personal-info\/personal$/);
    await page.getByRole('link', { name: 'Account and privacy' }).click();
    await expect(section.getByText('You have 9 unused recovery codes.')).toBeVisible();
    await new AppShell(page).signOut();

    // The same recovery code a second time: refused.
    await passwordStep(page, account);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  'the second step fits a 360 px phone and has no axe violations',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    const account = await registerAccount(request, 'e2e-two-step-phone');
    await page.setViewportSize({ width: 360, height: 740 });
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await page.getByRole('link', { name: 'Account and privacy' }).click();
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await section.getByLabel('Password', { exact: true }).fill(account.password);
    await section.getByRole('button', { name: 'Confirm' }).click();
    const key = (await section.locator('code').textContent()) ?? '';
    await section.getByLabel('6-digit code').fill(codeOf(key, 0));
    await section.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(section.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
    const overflow = () =>
      page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(await overflow()).toBe(0);
    await section.getByRole('button', { name: 'I have kept my codes' }).click();
    await new AppShell(page).signOut();

    await passwordStep(page, account);
    expect(await overflow()).toBe(0);
    expect((await makeAxeBuilder().analyze()).violations.map((found) => found.id)).toEqual([]);
  },
);
