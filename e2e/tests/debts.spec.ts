import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { type BankingAccountValues, BankingPage } from '../page-models/banking-page';
import { signInNewUser } from '../page-models/letters-user';
import { AccountErrorsWizardPage } from '../page-models/repair-account-errors';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@banking', '@repair'] };

/** The debt fields of issue 16, as the form labels them; each optional. */
interface DebtValues {
  kind?: string;
  rate?: string;
  minimumPayment?: string;
  lastPayment?: string;
}

const ACCOUNTS: [BankingAccountValues, DebtValues][] = [
  [
    // Late payments, last active in April 2019: six years have passed at both bureaus.
    {
      accountName: 'Old Visa',
      fullAccountNumber: '4520 8817 3306 1111',
      creditLimit: '3000',
      type: 'Revolving',
      status: 'Agreed',
      correctCreditBalance: '0',
      reportedCreditBalance: '0',
      latePayments: '3',
      dateOpened: '2012-05-01',
      dateOfLastActivity: '2019-04-15',
    },
    { kind: 'Credit card', rate: '19.99' },
  ],
  [
    // A collection last paid on June 30, 2021: past Ontario's two years.
    {
      accountName: 'Northern Collections',
      fullAccountNumber: 'NC-22-4410',
      creditLimit: '0',
      status: 'Bad Debt',
      correctCreditBalance: '2400',
      reportedCreditBalance: '2400',
      latePayments: '0',
      dateOpened: '2018-02-01',
      dateOfLastActivity: '2022-03-01',
    },
    { kind: 'Collection', lastPayment: '2021-06-30', minimumPayment: '50' },
  ],
  [
    // A payday loan at 400 % APR: more than $14 per $100 for any loan of 14 days or more.
    {
      accountName: 'QuickCash',
      fullAccountNumber: 'QC-7781',
      creditLimit: '500',
      type: 'Instalment',
      status: 'Agreed',
      correctCreditBalance: '500',
      reportedCreditBalance: '500',
      latePayments: '0',
      dateOpened: '2025-06-01',
      dateOfLastActivity: '2026-10-01',
    },
    { kind: 'Payday loan', rate: '400' },
  ],
];

async function fillDebtFields(page: Page, values: DebtValues): Promise<void> {
  if (values.kind)
    await page.getByLabel('What It Is (optional)').selectOption({ label: values.kind });
  if (values.rate) await page.getByLabel('Interest Rate, APR in % (optional)').fill(values.rate);
  if (values.minimumPayment) {
    await page.getByLabel('Minimum Monthly Payment (optional)').fill(values.minimumPayment);
  }
  if (values.lastPayment) {
    await page.getByLabel('Date Of Last Payment (optional)').fill(values.lastPayment);
  }
}

test(
  'my debts: removal and limitation lines on three accounts, the interest check, and the statute-barred letter prefilled in one click',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    // An Ontario consumer (their current address is in Ottawa).
    const user = await signInNewUser(page, request, { withPersonalData: true });
    const banking = new BankingPage(page);
    await banking.goto();
    await banking.unlock(user.password);
    await expect(banking.emptyList).toBeVisible();
    for (const [account, debt] of ACCOUNTS) {
      await banking.addAccountButton.click();
      await banking.fillForm(account);
      await fillDebtFields(page, debt);
      await banking.saveButton.click();
      await expect(banking.card(account.accountName)).toBeVisible();
    }

    const visa = banking.card('Old Visa');
    await expect(visa).toContainText(
      'Should have left your Equifax report on April 15, 2025: if it is still there, you can ask for its removal.',
    );
    await expect(visa).toContainText(
      'Should have left your TransUnion report around April 15, 2025 (unconfirmed',
    );
    await expect(
      visa.getByRole('link', { name: 'Ask for its removal with an Errors with Account letter' }),
    ).toBeVisible();

    const collection = banking.card('Northern Collections');
    await expect(collection).toContainText('Leaves your Equifax report around March 1, 2028.');
    await expect(collection).toContainText('Past the limitation period since July 1, 2023.');

    const payday = banking.card('QuickCash');
    await expect(payday).toContainText(
      'At 400% APR, a payday loan of 14 days or more costs more than $14 per $100 borrowed ($15.34 per $100 over 14 days)',
    );
    await expect(payday).toContainText('complain to Consumer Protection Ontario');
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

    await collection.getByRole('link', { name: 'Prepare the statute-barred letter' }).click();
    const suite = new AccountErrorsWizardPage(page);
    const { wizard } = suite;
    await expect(wizard.step(2)).toBeVisible();
    await wizard.enterGatePassword(user.password);
    await expect(suite.accountName).toHaveValue('Northern Collections');
    await expect(suite.accountNumber).toHaveValue('NC-22-4410');
    await expect(suite.lastPaymentDate).toHaveValue('2021-06-30');
    await expect(
      wizard.text(
        'The limitation period for this debt passed on July 1, 2023: you can send this letter.',
      ),
    ).toBeVisible();
    await wizard.expectNoAxeViolations(makeAxeBuilder);
  },
);
