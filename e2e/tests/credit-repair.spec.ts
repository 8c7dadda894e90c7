import { expect, test } from '../fixtures';
import { directoryCreditor } from '../page-models/creditor-directory';
import { GeneratedLettersPage } from '../page-models/letters-generated-page';
import {
  LETTERS_BANKING_ACCOUNT,
  LETTERS_BANKING_ACCOUNT_OPTION,
  signInNewUser,
} from '../page-models/letters-user';
import { AccountErrorsWizardPage } from '../page-models/repair-account-errors';
import { CreditorDisputeWizardPage } from '../page-models/repair-creditor-dispute';
import { ReportErrorsWizardPage } from '../page-models/repair-report-errors';

/** The suites these journeys cross: `--grep @banking` runs one suite's journeys (README, Testing). */
const JOURNEY = { tag: ['@repair', '@letters'] };

test(
  'Errors on Credit Report: an unauthorized inquiry from the creditor list to the credit repair letters',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    const user = await signInNewUser(page, request, { withPersonalData: true });
    const creditor = await directoryCreditor(request, user.key, 'Tangerine Bank');
    const suite = new ReportErrorsWizardPage(page);
    const { wizard, inquiry } = suite;
    await suite.goto();
    await expect(suite.heading).toBeVisible();

    // Step 1: both bureaus by default; no way back from the first step.
    await expect(wizard.step(1)).toBeVisible();
    await expect(wizard.previousStep).toBeHidden();
    await expect(suite.equifax).toBeChecked();
    await expect(suite.transUnion).toBeChecked();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await wizard.next();

    // Step 2: Next is blocked until a letter type is chosen.
    await expect(wizard.step(2)).toBeVisible();
    await expect(wizard.nextStep).toHaveAttribute('aria-disabled', 'true');
    await wizard.pressBlockedNext();
    await expect(wizard.text('Please choose a letter type.')).toBeVisible();
    await expect(wizard.step(2)).toBeVisible();
    await wizard.choose('A credit check I did not allow');
    await wizard.expectNoAxeViolations(makeAxeBuilder);
    await wizard.next();

    // Step 3: the empty form blocks Next with the spec's messages.
    await expect(wizard.step(3)).toBeVisible();
    await expect(wizard.heading('The company that checked your credit')).toBeVisible();
    await wizard.pressBlockedNext();
    await expect(wizard.text('Please enter the creditors name.')).toBeVisible();
    await expect(wizard.text('Please enter the creditors street address.')).toBeVisible();
    await expect(wizard.step(3)).toBeVisible();
    await wizard.expectNoAxeViolations(makeAxeBuilder);

    // The creditor list fills name, street, city, province, postal code and fax.
    await wizard.chooseCreditor(creditor.name);
    await wizard.expectCreditorFilled(inquiry, creditor);
    await expect(wizard.text('Please enter the creditors name.')).toBeHidden();
    await expect(wizard.nextStep).not.toHaveAttribute('aria-disabled', 'true');

    // Back to the first step and forth again: the choice and the form are kept.
    await wizard.previous();
    await expect(wizard.radio('A credit check I did not allow')).toBeChecked();
    await wizard.previous();
    await expect(wizard.step(1)).toBeVisible();
    await wizard.next();
    await wizard.next();
    await expect(wizard.step(3)).toBeVisible();
    await expect(wizard.creditor).toHaveValue(creditor.id);
    await expect(inquiry.name).toHaveValue(creditor.name);
    await expect(inquiry.fax).toHaveValue(creditor.fax);
    // The inquiry's date, optional, is printed in the letter.
    await suite.inquiryDate.fill('2025-09-14');
    await wizard.next();

    // Step 4: the documents, who gets the letter, and Generate Letter.
    await wizard.expectLastStep(makeAxeBuilder);
    await expect(wizard.text(`The letter is addressed to ${creditor.name}.`)).toBeVisible();
    await wizard.generateLetter();
    const letters = new GeneratedLettersPage(page);
    await letters.expectListed('Credit Repair', ['Unauthorized Inquiry - Tangerine Bank']);
    expect(await letters.downloadText('Unauthorized Inquiry - Tangerine Bank')).toContain(
      // The organisation the entry names, not the directory's label with its department.
      'shows an inquiry made by Tangerine Bank on September 14, 2025.',
    );
  },
);

test(
  'Errors with Account: a late payment, through the password gate and the account picker, to the credit repair letters',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    const user = await signInNewUser(page, request, {
      withPersonalData: true,
      withBankingAccount: true,
    });
    const suite = new AccountErrorsWizardPage(page);
    const { wizard } = suite;
    const letterType = 'Dispute a late payment with the credit bureaus';
    await suite.goto();
    await expect(suite.heading).toBeVisible();

    // Screen 1: Next is blocked until a letter type is chosen.
    await expect(wizard.step(1)).toBeVisible();
    await expect(wizard.previousStep).toBeHidden();
    await wizard.pressBlockedNext();
    await expect(wizard.text('Please choose a letter type.')).toBeVisible();
    await wizard.choose(letterType);
    await expect(wizard.text('Please choose a letter type.')).toBeHidden();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await wizard.next();

    // Screen 2: the gate refuses a wrong password, then opens with the right one.
    await expect(wizard.step(2)).toBeVisible();
    await expect(wizard.text(`Letter: ${letterType}`)).toBeVisible();
    await expect(wizard.gateHeading).toBeVisible();
    await wizard.openGateAfterWrongPassword(user.password, makeAxeBuilder);

    // The empty form blocks Next with the spec's messages.
    await wizard.pressBlockedNext();
    await expect(wizard.text('Please enter your account name.')).toBeVisible();
    await expect(wizard.text('Please enter your past due payment.')).toBeVisible();
    await expect(wizard.step(2)).toBeVisible();

    // The account picker fills the account's name and full number.
    await wizard.chooseAccount(LETTERS_BANKING_ACCOUNT_OPTION);
    await expect(suite.accountName).toHaveValue(LETTERS_BANKING_ACCOUNT.account_name);
    await expect(suite.accountNumber).toHaveValue(LETTERS_BANKING_ACCOUNT.full_account_number);
    await suite.enterPastDuePayment('185.50');
    // The months of the late payments: optional, YYYY-MM, checked as the field is left.
    await suite.enterLatePaymentMonths('August 2025');
    await expect(
      wizard.text('Please enter each month as YYYY-MM, like 2025-08, separated by commas.'),
    ).toBeVisible();
    await suite.enterLatePaymentMonths('2025-11, 2025-08');
    await expect(
      wizard.text('Please enter each month as YYYY-MM, like 2025-08, separated by commas.'),
    ).toBeHidden();
    await expect(wizard.text('Please enter your account name.')).toBeHidden();
    await expect(wizard.text('Please enter your past due payment.')).toBeHidden();
    await expect(wizard.checkbox('Equifax Canada')).toBeChecked();
    await expect(wizard.checkbox('TransUnion Canada')).toBeChecked();
    await wizard.expectNoAxeViolations(makeAxeBuilder);

    // Back to the letter types and forth again: the gate stays open and the form is kept.
    await wizard.previous();
    await expect(wizard.radio(letterType)).toBeChecked();
    await wizard.next();
    await expect(wizard.gateHeading).toBeHidden();
    await expect(suite.accountNumber).toHaveValue(LETTERS_BANKING_ACCOUNT.full_account_number);
    await expect(suite.pastDuePayment).toHaveValue('185.50');
    await wizard.next();

    // Screen 3: the documents and Generate Letter, one letter per bureau.
    await wizard.expectLastStep(makeAxeBuilder);
    await wizard.generateLetter();
    const letters = new GeneratedLettersPage(page);
    await letters.expectListed('Credit Repair', [
      'Late Payment Dispute - Equifax',
      'Late Payment Dispute - TransUnion',
    ]);
    // A letter to a bureau names the months and shows the account number's last four digits only.
    const text = await letters.downloadText('Late Payment Dispute - Equifax');
    expect(text).toContain('Months reported late: August 2025 and November 2025');
    expect(text).toContain('Account number: •••• 9012');
    expect(text).not.toContain(LETTERS_BANKING_ACCOUNT.full_account_number);
  },
);

test(
  'Dispute with Creditor: the creditor list, the password gate and the account, to the credit repair letters',
  JOURNEY,
  async ({ page, request, makeAxeBuilder }) => {
    const user = await signInNewUser(page, request, {
      withPersonalData: true,
      withBankingAccount: true,
    });
    const creditor = await directoryCreditor(request, user.key, 'cbtimmins.com');
    // Its fax is from a terms page, not confirmed: the wizard says so beside the fax field.
    expect(creditor).toMatchObject({ fax: '(705) 264-5284', fax_confirmed: false });
    const suite = new CreditorDisputeWizardPage(page);
    const { wizard, creditorFields: fields } = suite;
    await suite.goto();
    await expect(suite.heading).toBeVisible();

    // Step 1: the one letter, chosen from the start, and its explainer.
    await expect(wizard.step(1)).toBeVisible();
    await expect(wizard.previousStep).toBeHidden();
    await expect(wizard.radio('Ask a creditor or collection agency to prove a debt')).toBeChecked();
    await expect(wizard.heading('Asking a creditor to prove a debt in Canada')).toBeVisible();
    expect((await makeAxeBuilder().analyze()).violations).toEqual([]);
    await wizard.next();

    // Step 2 starts invalid: Next shows the spec's messages.
    await expect(wizard.step(2)).toBeVisible();
    await expect(wizard.nextStep).toHaveAttribute('aria-disabled', 'true');
    await wizard.pressBlockedNext();
    await expect(wizard.text('Please enter the creditors name.')).toBeVisible();
    await expect(wizard.text('Please enter the creditors street address.')).toBeVisible();
    await expect(wizard.step(2)).toBeVisible();

    // The creditor list fills the creditor's details; the other fields stay editable.
    await wizard.chooseCreditor(creditor.name);
    await wizard.expectCreditorFilled(fields, creditor);
    await expect(fields.fax).toHaveAccessibleDescription(
      new RegExp(`This fax number could not be confirmed: ${creditor.fax_note}`),
    );
    await expect(wizard.text('Please enter the creditors name.')).toBeHidden();
    await suite.enterContact({ tollFree: '1-800-555-0199', email: 'disputes@example.ca' });
    await wizard.expectNoAxeViolations(makeAxeBuilder);
    await wizard.next();

    // Step 3: the gate must be opened; a wrong password is refused, the right one opens it.
    await expect(wizard.step(3)).toBeVisible();
    await expect(wizard.gateHeading).toBeVisible();
    await wizard.pressBlockedNext();
    await expect(
      wizard.text('Enter your password and press Ok to choose the account.'),
    ).toBeVisible();
    await wizard.openGateAfterWrongPassword(user.password, makeAxeBuilder);
    await wizard.pressBlockedNext();
    await expect(wizard.text('Please enter the creditors reference number.')).toBeVisible();
    await expect(wizard.text('Please enter the original creditor.')).toBeVisible();

    await suite.enterAccountDetails({
      account: LETTERS_BANKING_ACCOUNT_OPTION,
      reference: 'CB-2026-7781',
      originalCreditor: 'Northern Telecom Services',
      comments: 'I do not recognise this amount.',
    });
    await expect(wizard.text('Please enter the original creditor.')).toBeHidden();
    await wizard.expectNoAxeViolations(makeAxeBuilder);

    // Back to the creditor and forth again: what was typed and the open gate are kept.
    await wizard.previous();
    await expect(wizard.step(2)).toBeVisible();
    await expect(fields.name).toHaveValue(creditor.name);
    await expect(fields.email).toHaveValue('disputes@example.ca');
    await wizard.next();
    await expect(wizard.gateHeading).toBeHidden();
    await expect(wizard.chosenAccount).toHaveText(LETTERS_BANKING_ACCOUNT_OPTION);
    await expect(suite.reference).toHaveValue('CB-2026-7781');
    await expect(suite.originalCreditor).toHaveValue('Northern Telecom Services');
    await wizard.next();

    // Step 4: the documents and Generate Letter.
    await wizard.expectLastStep(makeAxeBuilder);
    await wizard.generateLetter();
    await new GeneratedLettersPage(page).expectListed('Credit Repair', [
      `Debt Dispute - ${creditor.name}`,
    ]);
  },
);
