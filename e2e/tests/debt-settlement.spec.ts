import { expect, test } from '../fixtures';
import { directoryCreditor } from '../page-models/creditor-directory';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import {
  LETTERS_BANKING_ACCOUNT,
  LETTERS_BANKING_ACCOUNT_OPTION,
  signInNewUser,
} from '../page-models/letters-user';
import { SettlementSuitePage } from '../page-models/settlement-suite';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@settlement', '@letters'] };

/** January 15 next year: a first payment the schedule accepts whenever the test runs. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

const JOURNEYS = [
  {
    option: 'A Letter To Offer A Settlement',
    creditor: 'Tangerine Bank',
    paymentMethod: 'Lump sum',
    amount: '1250.00',
    schedule: undefined,
    listed: 'Settlement Offer - Tangerine Bank',
    prints:
      'I offer to pay $1,250.00 in full and final settlement of this account, in a single lump-sum payment.',
  },
  {
    option: 'A Letter To Accept A Settlement',
    creditor: 'MBNA (TD) - MBNA Customer Service',
    paymentMethod: 'Payments',
    amount: '980.40',
    schedule: {
      paymentAmount: '245.10',
      howOften: 'Every month',
      count: '4',
      firstPayment: `${NEXT_YEAR}-01-15`,
    },
    listed: 'Settlement Acceptance - MBNA',
    prints: `I will pay this amount in 4 payments of $245.10, one every month, the first on January 15, ${NEXT_YEAR}`,
  },
] as const;

for (const journey of JOURNEYS) {
  test(
    `${journey.option}: the 4 steps, a wrong then right password, to the debt settlement letters`,
    JOURNEY,
    async ({ page, request, makeAxeBuilder }) => {
      // Four steps, two password checks (argon2id), a PDF and axe on each step: over 20 s alone
      // on two cores, so the default 30 s left no room when the whole run shares them.
      test.setTimeout(60_000);
      const user = await signInNewUser(page, request, {
        withPersonalData: true,
        withBankingAccount: true,
      });
      const creditor = await directoryCreditor(request, user.key, journey.creditor);
      const suite = new SettlementSuitePage(page);
      const { wizard } = suite;
      await suite.goto();
      await expect(suite.heading).toBeVisible();

      // Step 1: Next is blocked until a letter is chosen.
      await expect(wizard.step(1)).toBeVisible();
      await expect(wizard.previousStep).toBeHidden();
      await expect(wizard.nextStep).toHaveAttribute('aria-disabled', 'true');
      await wizard.pressBlockedNext();
      await expect(wizard.text('Please choose a letter.')).toBeVisible();
      await expect(wizard.step(1)).toBeVisible();
      expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
      await wizard.choose(journey.option);
      await expect(wizard.text('Please choose a letter.')).toBeHidden();
      await wizard.next();

      // Step 2: the directory fills the creditor's fields.
      await expect(wizard.step(2)).toBeVisible();
      await wizard.chooseCreditor(creditor.name);
      const fields = suite.creditorFields;
      await wizard.expectCreditorFilled(fields, creditor);
      await wizard.expectNoAxeViolations(makeAxeBuilder);
      await wizard.next();

      // Step 3: the gate refuses a wrong password, then opens with the right one.
      await expect(wizard.step(3)).toBeVisible();
      await expect(wizard.gateHeading).toBeVisible();
      await wizard.pressBlockedNext();
      await expect(wizard.text('Please enter your password.')).toBeVisible();
      await expect(wizard.step(3)).toBeVisible();
      await wizard.openGateAfterWrongPassword(user.password, makeAxeBuilder);

      // Back to step 2 and forth again: the creditor and the open gate are kept.
      await wizard.previous();
      await expect(wizard.step(2)).toBeVisible();
      await expect(fields.name).toHaveValue(creditor.name);
      await wizard.next();
      await expect(wizard.account).toBeVisible();

      await suite.enterTerms({
        account: LETTERS_BANKING_ACCOUNT_OPTION,
        reference: 'REF-2026-0415',
        paymentMethod: journey.paymentMethod,
        amount: journey.amount,
        ...(journey.schedule ? { schedule: journey.schedule } : {}),
      });
      await expect(wizard.radio(journey.paymentMethod)).toBeChecked();
      // The balance the creditor claims comes from the account's reported balance.
      await expect(suite.balance).toHaveValue('2480.50');
      await wizard.expectNoAxeViolations(makeAxeBuilder);
      await wizard.next();

      // Step 4: the guidance, then Generate Letter lands on the debt settlement letters.
      await wizard.expectLastStep(makeAxeBuilder);
      await wizard.generateLetter();
      const letters = new GeneratedLettersPage(page);
      await letters.expectListed('Debt Settlement', [journey.listed]);
      // The letter states the balance claimed, the amount and how it is paid; the creditor that
      // holds the account gets its whole number.
      const text = await letters.downloadText(journey.listed);
      expect(text).toContain('Balance you claim: $2,480.50');
      expect(text).toContain(journey.prints);
      expect(text).toContain(`Account number: ${LETTERS_BANKING_ACCOUNT.full_account_number}`);
    },
  );
}
