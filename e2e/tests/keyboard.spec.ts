import { expect, postApi, test } from '../fixtures';
import { BankingPage } from '../page-models/banking-page';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import { LETTERS_BANKING_ACCOUNT, signInNewUser } from '../page-models/letters-user';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@shell', '@letters', '@banking'] };

test(
  'a delete dialog closed with Escape or KEEP gives focus back to the button that opened it (letters and banking)',
  JOURNEY,
  async ({ page, request }) => {
    const user = await signInNewUser(page, request, {
      withPersonalData: true,
      withBankingAccount: true,
    });
    const made = await postApi(request, '/generate-pdf', {}, { 'X-API-Key': user.key });
    expect(made.code).toBe(0);

    const letters = new GeneratedLettersPage(page);
    await letters.goto();
    const name = 'Credit Report Request - Equifax';
    const deleteLetter = letters.row(name).getByRole('button', {
      name: `Delete ${name}`,
      exact: true,
    });
    await deleteLetter.focus();
    await page.keyboard.press('Enter');
    await expect(letters.deleteDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(letters.deleteDialog).toBeHidden();
    await expect(deleteLetter).toBeFocused();
    await page.keyboard.press('Enter');
    // KEEP holds focus in the dialog: a stray Enter keeps the letter.
    await expect(letters.deleteDialog.getByRole('button', { name: 'KEEP' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(letters.deleteDialog).toBeHidden();
    await expect(deleteLetter).toBeFocused();
    await expect(letters.row(name)).toBeVisible();

    const banking = new BankingPage(page);
    await banking.goto();
    await banking.unlock(user.password);
    const remove = banking
      .card(LETTERS_BANKING_ACCOUNT.account_name)
      .getByRole('button', { name: 'REMOVE' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(banking.keepButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banking.deleteDialog).toBeHidden();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banking.deleteDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(remove).toBeFocused();
  },
);
