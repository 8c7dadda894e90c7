import { expect, test } from '../fixtures';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import {
  LETTERS_BANKING_ACCOUNT,
  LETTERS_BANKING_ACCOUNT_OPTION,
  signInNewUser,
} from '../page-models/letters-user';
import { AccountErrorsWizardPage } from '../page-models/repair-account-errors';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@repair', '@letters'] };

test(
  'Errors with Account: a statute-barred debt, refused while the period runs, then made once it has passed',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    // An Ontario consumer (Ottawa) whose account last moved on November 2, 2025.
    const user = await signInNewUser(page, request, {
      withPersonalData: true,
      withBankingAccount: true,
    });
    const suite = new AccountErrorsWizardPage(page);
    const { wizard } = suite;
    await suite.goto();
    await expect(suite.heading).toBeVisible();
    await wizard.choose('An old debt past its limitation period');
    await wizard.next();
    await wizard.enterGatePassword(user.password);

    // The account fills the last payment with its date of last activity: two years have not passed.
    await wizard.chooseAccount(LETTERS_BANKING_ACCOUNT_OPTION);
    await expect(suite.accountName).toHaveValue(LETTERS_BANKING_ACCOUNT.account_name);
    await expect(suite.lastPaymentDate).toHaveValue(LETTERS_BANKING_ACCOUNT.date_of_last_activity);
    await expect(wizard.text('This debt is not statute-barred yet')).toBeVisible();
    await expect(
      wizard.text(
        'In Ontario the limitation period for this debt passes on November 3, 2027. Until then it is not statute-barred.',
      ),
    ).toBeVisible();
    const dispute = wizard.region.getByRole('link', { name: 'Dispute with Creditor' });
    await expect(dispute).toHaveAttribute('href', '/app/credit-repair-suite/dispute-with-creditor');
    await expect(wizard.nextStep).toHaveAttribute('aria-disabled', 'true');
    await wizard.expectNoAxeViolations(makeAxeBuilder);

    // A last payment eight years ago: the period has passed, and the letter can be made.
    await suite.lastPaymentDate.fill('2017-11-02');
    await expect(wizard.text('This debt is not statute-barred yet')).toBeHidden();
    await expect(
      wizard.text(
        'The limitation period for this debt passed on November 3, 2019: you can send this letter.',
      ),
    ).toBeVisible();
    await wizard.next();
    await wizard.expectLastStep(makeAxeBuilder);
    await wizard.generateLetter();
    await new GeneratedLettersPage(page).expectListed('Credit Repair', [
      'Statute-Barred Account - Equifax',
      'Statute-Barred Account - TransUnion',
    ]);
  },
);
