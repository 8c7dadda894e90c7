import { expect, postApi, test } from '../fixtures';
import { BankingPage } from '../page-models/banking-page';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import { signInNewUser } from '../page-models/letters-user';
import { AccountErrorsWizardPage } from '../page-models/repair-account-errors';
import { consumerToday, longDate } from '../support/calendar-dates';

/** The suites this journey crosses: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@banking', '@repair', '@letters'] };

const COLLECTION = 'Old Collection';

test(
  'an old collection: the debts card says it should have left both reports, and one click prepares the Outdated Item Removal letters',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    // Dates about eight years back, on days no leap year moves: the collection's last activity,
    // and the first missed payment that was never made good, a few weeks before it.
    const year = Number(consumerToday().slice(0, 4));
    const month = consumerToday().slice(5, 7);
    const lastActivity = `${year - 8}-${month}-01`;
    const firstDelinquency = `${year - 9}-12-15`;
    const equifaxRemoval = longDate(`${year - 2}-${month}-01`);
    const transUnionRemoval = longDate(`${year - 3}-12-15`);

    // An Ontario consumer (their current address is in Ottawa) with the collection on file.
    const user = await signInNewUser(page, request, { withPersonalData: true });
    const saved = await postApi(
      request,
      '/banking-information',
      {
        account_name: COLLECTION,
        full_account_number: 'OC-7781-2290',
        credit_limit: 0,
        account_association: 'individual',
        account_type: 'open',
        account_status: 'bad_debt',
        correct_credit_balance: 1850,
        reported_credit_balance: 1850,
        number_of_late_payments: 0,
        date_of_last_activity: lastActivity,
        date_opened: `${year - 10}-03-01`,
        debt_kind: 'collection',
        secret: user.password,
      },
      { 'X-API-Key': user.key },
    );
    expect(saved.code).toBe(0);

    const banking = new BankingPage(page);
    await banking.goto();
    await banking.unlock(user.password);
    const card = banking.card(COLLECTION);
    await expect(card).toContainText(
      `Should have left your Equifax report on ${equifaxRemoval}: if it is still there, you can ask for its removal.`,
    );
    // TransUnion counts from the first delinquency, which no account field holds: estimated.
    await expect(card).toContainText(
      `Should have left your TransUnion report around ${equifaxRemoval} (unconfirmed`,
    );
    await card.getByRole('link', { name: 'Ask Equifax and TransUnion to remove it' }).click();

    const suite = new AccountErrorsWizardPage(page);
    const { wizard } = suite;
    await expect(wizard.step(2)).toBeVisible();
    await expect(wizard.text('Letter: Outdated Item Removal')).toBeVisible();
    await wizard.enterGatePassword(user.password);
    await expect(suite.accountName).toHaveValue(COLLECTION);
    await expect(suite.accountNumber).toHaveValue('OC-7781-2290');
    await expect(wizard.radio('A collection')).toBeChecked();
    await expect(wizard.checkbox('Equifax Canada')).toBeChecked();
    await expect(wizard.checkbox('TransUnion Canada')).toBeChecked();
    await expect(suite.lastActivityDate).toHaveValue(lastActivity);
    await expect(suite.firstDelinquencyDate).toHaveValue('');
    await expect(wizard.text(`Equifax should have removed it on ${equifaxRemoval}.`)).toBeVisible();
    await expect(
      wizard.text(
        'When TransUnion should have removed it: we need the date of first delinquency to say.',
      ),
    ).toBeVisible();
    await expect(wizard.nextStep).toHaveAttribute('aria-disabled', 'true');

    await suite.firstDelinquencyDate.fill(firstDelinquency);
    await expect(
      wizard.text(`TransUnion should have removed it on ${transUnionRemoval}.`),
    ).toBeVisible();
    await wizard.expectNoAxeViolations(makeAxeBuilder);
    await wizard.next();
    await wizard.expectLastStep(makeAxeBuilder);
    await wizard.generateLetter();
    await new GeneratedLettersPage(page).expectListed('Credit Repair', [
      'Outdated Item Removal - Equifax',
      'Outdated Item Removal - TransUnion',
    ]);
  },
);
