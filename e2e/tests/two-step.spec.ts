import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, needsLocalServer, registerAccount, test } from '../fixtures';
import { AppShell } from '../page-models/app-shell';
import { LoginPage } from '../page-models/login-page';
import { mailTo } from '../support/outbox';

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

/** A six-digit code the app does not show within two steps of now: a wrong code, always. */
function wrongCodeOf(key: string): string {
  const secret = Secret.fromBase32(key.replaceAll(' ', ''));
  const near = [-2, -1, 0, 1, 2].map((steps) =>
    new TOTP({ secret }).generate({ timestamp: Date.now() + steps * 30_000 }),
  );
  return (
    ['123456', '654321', '111111', '999999', '246802'].find((code) => !near.includes(code)) ?? ''
  );
}

/**
 * Turns two-step sign-in on from the signed-in Account and privacy tab's section: the password,
 * then the app's current code. Answers the key to type into an app and the recovery codes shown.
 */
async function turnOnFromTheTab(section: Locator, password: string) {
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await section.getByLabel('Password', { exact: true }).fill(password);
  await section.getByRole('button', { name: 'Confirm' }).click();
  const key = (await section.locator('code').textContent()) ?? '';
  await section.getByLabel('6-digit code').fill(codeOf(key, 0));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  const codesList = section.getByRole('list', { name: 'Recovery codes' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await codesList.getByRole('listitem').allTextContents();
  await section.getByRole('button', { name: 'I have kept my codes' }).click();
  return { key, recoveryCodes };
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

test(
  'five wrong codes pause two-step sign-in for the account: the owner is mailed and sees it',
  JOURNEY,
  async ({ page, browser, request, makeAxeBuilder }) => {
    needsLocalServer('it reads the mail in the outbox of the server it starts');
    test.setTimeout(90_000);
    const account = await registerAccount(request, 'e2e-two-step-pause');
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await page.getByRole('link', { name: 'Account and privacy' }).click();
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    const { key } = await turnOnFromTheTab(section, account.password);

    // Someone else has the password, in a browser of their own, and guesses codes.
    const attackerContext = await browser.newContext();
    const attacker = await attackerContext.newPage();
    await passwordStep(attacker, account);
    for (let tries = 1; tries <= 5; tries += 1) {
      await attacker.getByLabel('6-digit code').fill(wrongCodeOf(key));
      await attacker.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect(attacker.getByRole('alert')).toHaveText(WRONG_CODE);
    }
    await attacker.getByLabel('6-digit code').fill(wrongCodeOf(key));
    await attacker.getByRole('button', { name: 'Verify and sign in' }).click();
    const tooMany = /^Too many attempts\. Please try again in 1[45] minutes\.$/;
    await expect(attacker.getByRole('alert')).toHaveText(tooMany);
    // Signing in again with the password asks for no code: it is refused the same way.
    const attackerLogin = new LoginPage(attacker);
    await attackerLogin.goto();
    await attackerLogin.signIn(account.email, account.password);
    await expect(attacker.getByRole('alert')).toHaveText(tooMany);
    await attackerContext.close();

    const mail = await mailTo(account.email);
    expect(mail.subject).toBe('Someone tried to sign in to your Credit Repair Canada account');
    expect(mail.text).toContain('Whoever tried knows your password.');
    expect(mail.text).toMatch(/https?:\/\/\S+\/forgot-password/);

    // The owner, still signed in, reads it in the history, and their own code waits too.
    await page.reload();
    const history = page.getByRole('region', { name: 'Sign-in history' });
    await expect(
      history.getByRole('cell', { name: 'Wrong two-step codes: sign-in paused for 15 minutes' }),
    ).toBeVisible();
    await section.getByRole('button', { name: 'Get new recovery codes' }).click();
    const form = section.getByRole('form', { name: 'Get new recovery codes' });
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Code from your app, or a recovery code').fill(codeOf(key, 1));
    await form.getByRole('button', { name: 'Get new codes' }).click();
    await expect(form.getByRole('alert')).toHaveText(tooMany);
    expect((await makeAxeBuilder().analyze()).violations.map((found) => found.id)).toEqual([]);
  },
);

test(
  'new recovery codes from the tab replace the old ones',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    test.setTimeout(90_000);
    const account = await registerAccount(request, 'e2e-two-step-renew');
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(account.email, account.password);
    await page.getByRole('link', { name: 'Account and privacy' }).click();
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    const { key, recoveryCodes: oldCodes } = await turnOnFromTheTab(section, account.password);

    await section.getByRole('button', { name: 'Get new recovery codes' }).click();
    const form = section.getByRole('form', { name: 'Get new recovery codes' });
    await expect(form.getByText(/the old codes stop working/)).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Code from your app, or a recovery code').fill(codeOf(key, 1));
    await form.getByRole('button', { name: 'Get new codes' }).click();
    const codesList = section.getByRole('list', { name: 'Recovery codes' });
    await expect(codesList.getByRole('listitem')).toHaveCount(10);
    const newCodes = await codesList.getByRole('listitem').allTextContents();
    expect(newCodes.filter((code) => oldCodes.includes(code))).toEqual([]);
    expect((await makeAxeBuilder().analyze()).violations.map((found) => found.id)).toEqual([]);
    await section.getByRole('button', { name: 'I have kept my codes' }).click();
    await expect(section.getByText('You have 10 unused recovery codes.')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Sign-in history' })
        .getByRole('cell', { name: 'New recovery codes made' }),
    ).toBeVisible();
    await new AppShell(page).signOut();

    // An old code no longer signs in; a new one does.
    const [oldCode] = oldCodes;
    const [newCode] = newCodes;
    if (!oldCode || !newCode) throw new Error('No recovery codes on the page');
    await passwordStep(page, account);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(oldCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);
    await page.getByLabel('Recovery code').fill(newCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/app\/edit-personal-info\/personal$/);
  },
);
