import { expect, test } from '../fixtures';
import { type BankingAccountValues, BankingPage } from '../page-models/banking-page';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@banking'] };

const VISA: BankingAccountValues = {
  accountName: 'Maple Visa',
  fullAccountNumber: '4520 8817 3306 9012',
  creditLimit: '5000',
  association: 'Individual',
  type: 'Revolving',
  status: 'Agreed',
  correctCreditBalance: '1234.56',
  reportedCreditBalance: '1534.07',
  latePayments: '2',
  dateOpened: '2019-06-01',
  dateOfLastActivity: '2026-01-15',
};

const CAR_LOAN: BankingAccountValues = {
  accountName: 'Lakeshore Car Loan',
  fullAccountNumber: 'LK-77031954',
  creditLimit: '28000.10',
  association: 'Joint',
  type: 'Instalment',
  status: 'Bad Debt',
  correctCreditBalance: '0.10',
  reportedCreditBalance: '950',
  latePayments: '0',
  dateOpened: '2021-03-09',
  dateOfLastActivity: '2025-11-30',
};

test(
  'gate, add, edit and delete accounts; after a reload the gate asks again and the list is right',
  JOURNEY,
  async ({ signedInPage: page, account, makeAxeBuilder }) => {
    // Four forms, two password checks (argon2id), a reload and three axe runs: over 25 s alone on
    // two cores, so the default 30 s left no room when the whole run shares them.
    test.setTimeout(60_000);
    const banking = new BankingPage(page);
    await banking.goto();
    await expect(banking.heading).toBeVisible();
    await expect(banking.gateHeading).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    await banking.unlockWithEnter(account.password);
    await expect(banking.listHeading).toBeVisible();
    await expect(banking.emptyList).toBeVisible();

    await banking.addAccount(VISA);
    await expect(banking.card('Maple Visa')).toBeVisible();
    await banking.addAccountButton.click();
    await expect(banking.formHeading).toHaveText('Add Account');
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await banking.fillForm(CAR_LOAN);
    await banking.saveButton.click();
    await expect(banking.cards).toHaveCount(2);
    // Sorted by account name; each card shows only the last 4 of the number, amounts in CAD.
    await expect(banking.cards.getByRole('heading')).toHaveText([
      'Lakeshore Car Loan',
      'Maple Visa',
    ]);
    const visa = banking.card('Maple Visa');
    await expect(visa).toContainText('•••• 9012');
    await expect(visa).not.toContainText('4520');
    await expect(visa).toContainText('$1,234.56');
    await expect(visa).toContainText('$5,000.00');
    await expect(visa).toContainText('Revolving');
    await expect(visa).toContainText('Agreed');
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    await banking.editAccount('Maple Visa', {
      ...VISA,
      accountName: 'Maple Visa Infinite',
      correctCreditBalance: '987.65',
      status: 'Paid',
    });
    await expect(banking.card('Maple Visa Infinite')).toContainText('$987.65');
    await expect(banking.card('Maple Visa Infinite')).toContainText('Paid');
    await expect(banking.card('Maple Visa')).toHaveCount(0);

    await banking.askToRemove('Lakeshore Car Loan');
    await expect(banking.deleteDialog).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await banking.keepButton.click();
    await expect(banking.deleteDialog).toBeHidden();
    await expect(banking.cards).toHaveCount(2);

    await banking.askToRemove('Lakeshore Car Loan');
    await banking.deleteButton.click();
    await expect(banking.card('Lakeshore Car Loan')).toHaveCount(0);
    await expect(banking.cards).toHaveCount(1);

    // The password was kept in the page's memory only: a reload asks for it again.
    await page.reload();
    await expect(banking.gateHeading).toBeVisible();
    await expect(banking.passwordField).toHaveValue('');
    await banking.unlock(account.password);
    await expect(banking.cards).toHaveCount(1);
    const kept = banking.card('Maple Visa Infinite');
    await expect(kept).toContainText('•••• 9012');
    await expect(kept).toContainText('$987.65');
    await expect(kept).toContainText('$1,534.07');
    await expect(kept).toContainText('Paid');
    expect(
      await page.evaluate('JSON.stringify(sessionStorage) + JSON.stringify(localStorage)'),
    ).not.toContain(account.password);
  },
);

test(
  "a wrong password shows 'Incorrect password.' and the prompt stays",
  JOURNEY,
  async ({ signedInPage: page, account, makeAxeBuilder }) => {
    // Four forms, two password checks (argon2id), a reload and three axe runs: over 25 s alone on
    // two cores, so the default 30 s left no room when the whole run shares them.
    test.setTimeout(60_000);
    const banking = new BankingPage(page);
    await banking.goto();
    await banking.unlock(`${account.password}-wrong`);
    await expect(banking.page.getByText('Incorrect password.')).toBeVisible();
    await expect(banking.gateHeading).toBeVisible();
    await expect(banking.passwordField).toBeFocused();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    // The right one still opens it (and starts the throttle count again).
    await banking.unlockWithEnter(account.password);
    await expect(banking.listHeading).toBeVisible();
  },
);
