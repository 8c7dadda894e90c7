import type { Page } from '@playwright/test';
import { expect, postApi, test } from '../fixtures';
import { type BankingAccountValues, BankingPage } from '../page-models/banking-page';
import { signInNewUser } from '../page-models/letters-user';
import { BankruptcyForm } from '../page-models/profile-forms';
import { ProfilePage } from '../page-models/profile-page';
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
      visa.getByRole('link', { name: 'Ask Equifax and TransUnion to remove it' }),
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

test('a bankruptcy: the card asks for the date of discharge, links to the bankruptcy tab, then dates the removal from it', {
  tag: ['@banking', '@profile'],
}, async ({ page, request, makeAxeBuilder }) => {
  // An Ontario consumer whose bankruptcy tab says they declared once, without its discharge.
  const user = await signInNewUser(page, request, { withPersonalData: true });
  const headers = { 'X-API-Key': user.key };
  const writes: [string, unknown][] = [
    ['/bankruptcy', { declared: true, times: 1, date_filed: '2017-02-10', contribution: 0 }],
    [
      '/banking-information',
      {
        account_name: 'Trustee Estate',
        full_account_number: 'BK-2017-0210',
        credit_limit: 0,
        account_association: 'individual',
        account_type: 'open',
        account_status: 'bad_debt',
        correct_credit_balance: 0,
        reported_credit_balance: 0,
        number_of_late_payments: 0,
        date_of_last_activity: '2017-02-10',
        date_opened: '2017-02-10',
        debt_kind: 'bankruptcy',
        secret: user.password,
      },
    ],
  ];
  for (const [path, body] of writes) {
    expect((await postApi(request, path, body, headers)).code, path).toBe(0);
  }

  const banking = new BankingPage(page);
  await banking.goto();
  await banking.unlock(user.password);
  const card = banking.card('Trustee Estate');
  await expect(card).toContainText(
    'When this bankruptcy leaves your credit reports depends on its date of discharge: add it to this account or to your profile to see the dates.',
  );
  // One request for the date, not a line per bureau, and no letter before the dates are known.
  await expect(card).not.toContainText('Equifax');
  await expect(card.getByRole('link', { name: /to remove it$/ })).toHaveCount(0);
  expect((await makeAxeBuilder().analyze()).violations).toEqual([]);

  await card.getByRole('link', { name: 'Add your date of discharge' }).click();
  const profile = new ProfilePage(page);
  await expect(profile.form('bankruptcy')).toBeVisible();
  // Discharged on May 20, 2018: 6 years at Equifax, 7 at TransUnion (unconfirmed), both past.
  await new BankruptcyForm(page).discharge.fill('2018-05-20');
  await profile.update();
  await expect(profile.successNotice).toBeVisible();

  await banking.goto();
  await banking.unlock(user.password);
  await expect(card).toContainText(
    'Should have left your Equifax report on May 20, 2024: if it is still there, you can ask for its removal.',
  );
  await expect(card).toContainText(
    'Should have left your TransUnion report around May 20, 2025 (unconfirmed: the sources do not settle this date)',
  );
  await expect(card).not.toContainText('date of discharge');
  await card.getByRole('link', { name: 'Ask Equifax and TransUnion to remove it' }).click();

  // The wizard opens on the letter with the discharge from the profile.
  const suite = new AccountErrorsWizardPage(page);
  const { wizard } = suite;
  await wizard.enterGatePassword(user.password);
  await expect(wizard.radio('A bankruptcy')).toBeChecked();
  await expect(wizard.region.getByLabel('Date of discharge', { exact: true })).toHaveValue(
    '2018-05-20',
  );
  await expect(wizard.combobox('How many other times have you been bankrupt?')).toHaveValue('0');
  await expect(wizard.text('Equifax should have removed it on May 20, 2024.')).toBeVisible();
  await expect(wizard.nextStep).not.toHaveAttribute('aria-disabled');
});
