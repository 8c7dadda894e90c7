import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { type Account, expect, postApi, registerAccount, test } from '../fixtures';
import { LETTERS_BANKING_ACCOUNT, signInNewUser } from '../page-models/letters-user';
import { LoginPage } from '../page-models/login-page';
import { SESSION_STORAGE_KEY } from '../support/env';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@profile'] };

const TAB = '/app/edit-personal-info/account';

async function openAccountTab(page: Page, account: Account): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/app\/edit-personal-info\/personal$/);
  await page.getByRole('link', { name: 'Account and privacy' }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}$`));
}

/** Nothing wider than the window: the page does not scroll sideways. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');
}

test(
  'download my data on a phone: a ZIP with my-data.json and the letters',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const user = await signInNewUser(page, request, {
      withPersonalData: true,
      withBankingAccount: true,
    });
    const letter = await postApi(
      request,
      '/generate-pdf',
      { letter: 'error_of_name', correct_name: 'Nadia Ife Okafor', incorrect_name: 'Nadia Okafur' },
      { 'X-API-Key': user.key },
    );
    expect(letter.code).toBe(0);
    await page.goto(TAB);

    const section = page.getByRole('region', { name: 'Download my data' });
    await expect(section.getByText(/^my-data\.json:/)).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    const axe = await makeAxeBuilder().analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await section.getByLabel('Password').fill(user.password);
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^credit-repair-canada-my-data-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    await expect(section.getByText(/^Your data was downloaded as/)).toBeVisible();

    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const json = strFromU8(files['my-data.json'] ?? new Uint8Array());
    const data = JSON.parse(json) as {
      account: { email: string };
      letters: { name: string; file: string }[];
    };
    expect(data.account.email).toBe(user.email);
    expect(json).toContain(LETTERS_BANKING_ACCOUNT.full_account_number);
    // Without a bureau named, the letter goes to both: two PDFs, each in the archive.
    expect(data.letters.map((letter) => letter.name).sort()).toEqual([
      'Name Correction - Equifax',
      'Name Correction - TransUnion',
    ]);
    for (const { file } of data.letters) {
      expect(file).toMatch(/^letters\/.+\.pdf$/);
      expect(strFromU8(files[file]?.subarray(0, 5) ?? new Uint8Array())).toBe('%PDF-');
    }
    expect(Object.keys(files)).toContain('README.txt');
  },
);

test(
  'delete my account: the confirmation page, and the old password no longer signs in',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    const account = await registerAccount(request, 'e2e-delete');
    await openAccountTab(page, account);

    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByLabel('Password').fill(account.password);
    const deleteButton = section.getByRole('button', { name: 'Delete my account' });
    // Without the word typed, nothing is deleted.
    await deleteButton.click();
    await expect(
      section.getByText('Please type DELETE, in capital letters, to confirm.'),
    ).toBeVisible();
    await section.getByLabel('Type DELETE to confirm').fill('DELETE');
    await deleteButton.click();

    await expect(page).toHaveURL(/\/account-deleted$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account was deleted' }),
    ).toBeVisible();
    const axe = await makeAxeBuilder().analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    // Signed out: the browser no longer holds a key.
    expect(
      await page.evaluate(`sessionStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})`),
    ).toBeNull();

    await page.getByRole('link', { name: 'Go to the sign-in page' }).click();
    const login = new LoginPage(page);
    await expect(login.loginButton).toBeEnabled();
    await login.signIn(account.email, account.password);
    await expect(page.getByText('Your Email Address or Password was incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  },
);
