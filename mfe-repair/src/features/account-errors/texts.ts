import type { Catalog } from 'shared/i18n';

/** The Errors with Account wizard's texts (namespace 'repair', key 'accountErrors'). */
export const accountErrorsTexts = {
  wizardLabel: 'Errors with Account',
  typeStep: {
    heading: 'Choose a letter type',
    intro:
      'Pick the problem you found with one of your accounts. Next you confirm your password, then enter the details the letter needs.',
    legend: 'Letter type',
    required: 'Please choose a letter type.',
  },
  types: {
    account_corrections: {
      label: 'Correct an account’s balance with one credit bureau',
      hint: 'The account is right but its balance is wrong. You tell Equifax or TransUnion the correct balance.',
    },
    adjust_balance: {
      label: 'Ask the credit bureaus to adjust a reported balance',
      hint: 'The bureaus show a higher balance than you owe, for example after a payment that was not recorded.',
    },
    does_not_have_account: {
      label: 'An account that is not mine',
      hint: 'A creditor reports an account you never opened. You ask the creditor to prove it or to remove it.',
    },
    no_longer_responsible: {
      label: 'An account I am no longer responsible for',
      hint: 'For example a debt included in a bankruptcy or a consumer proposal, or an account that was someone else’s.',
    },
    remove_late_payment: {
      label: 'Ask one credit bureau to remove a late payment',
      hint: 'A payment is shown as late on your Equifax or TransUnion report and should not be.',
    },
    change_rating: {
      label: 'Change an account’s rating after a consumer proposal',
      hint: 'An account included in your consumer proposal is still rated as if it were unpaid.',
    },
    statute_barred_account: {
      label: 'An old debt past its limitation period',
      hint: 'The time to sue for the debt has passed and the account is still reported as owing.',
    },
    late_payment: {
      label: 'Dispute a late payment with the credit bureaus',
      hint: 'The bureaus report a payment as late that you made on time, or the amount is wrong.',
    },
  },
  detailsStep: {
    heading: 'Letter details',
    chosen: 'Letter: {{type}}',
    gateIntro:
      'Your accounts are protected by your password. Enter it to continue; it is used for this letter only and is not stored.',
  },
  fields: {
    adjustedBalanceAmount: 'Adjusted balance amount',
    adjustedBalanceHint: 'The balance the account should show, in dollars (for example 1234.56).',
    agency: 'Consumer reporting agency',
    agencyHint: 'Choosing one fills in its address. Check it and change anything that differs.',
    agencyName: 'Agency name',
    description: 'Description of the error',
    descriptionHint:
      'Optional: a sentence or two, in your own words, on what is wrong. The letter quotes it under the account’s details.',
    streetAddress: 'Street address',
    city: 'City',
    province: 'Province',
    provincePlaceholder: 'Choose a province',
    postalCode: 'Postal code',
    fax: 'Fax',
    faxHint: 'Leave it empty if the agency publishes no fax: the letter then says to mail it.',
    reportedBalanceAmount: 'Reported balance amount',
    reportedBalanceHint: 'The balance shown on your credit report, in dollars.',
    balanceAdjustment: 'Balance adjustment',
    balanceAdjustmentHint: 'The balance it should show instead, in dollars.',
    accountNumber: 'Account number',
    creditorName: 'Creditor name',
    reason: 'Why are you no longer responsible for this account?',
    reasonHint: 'The letter states this reason, and the documents you attach must show it.',
    reasons: {
      closed: 'The account was closed and I owe nothing on it',
      transferred: 'The account was transferred to someone else, or I was released from it',
      bankruptcy: 'It was included in my bankruptcy',
      consumer_proposal: 'It was included in my consumer proposal',
      never_mine: 'It was never my account',
    },
    accountName: 'Account name',
    accountFillsHint:
      'Choosing an account fills in its name and number. You can still change them.',
    pastDuePayment: 'Past due payment',
    pastDuePaymentHint: 'The amount of the late payment, in dollars.',
    latePaymentMonths: 'Month(s) of the late payment(s)',
    latePaymentMonthsHint:
      'Optional: the month each disputed payment was reported late, as YYYY-MM, separated by commas, for example 2025-08, 2025-11. The letter names them.',
    creditorAccountNumber: 'Creditor account number',
    consumerProposalFiled: 'Consumer proposal filed date',
    ratingCreditorName: 'Creditor name (optional)',
    ratingCreditorHint: 'The lender that reports the account, as your credit report names it.',
    ratingRequested: 'Rating you ask for (optional)',
    ratingRequestedHint:
      'Bureaus rate accounts from R1 (paid as agreed) to R9 (bad debt). An account in a consumer proposal or a debt management plan is reported R7.',
    ratingPlaceholder: 'Choose a rating',
    lastPaymentDate: 'Date of your last payment or acknowledgement',
    lastPaymentDateHint:
      'The last time you paid anything on this debt, or acknowledged it in writing: either one starts the limitation period again. Choosing an account fills in its date of last payment, or of last activity where it has none; check it.',
    collector: {
      legend: 'The collector (optional)',
      intro:
        'If a collection agency is asking you to pay this debt, name it here: we also prepare a letter asking it to stop collecting and not to report the debt. That letter does not acknowledge the debt.',
      picker: 'Collector from our directory',
      name: 'Collector name',
      faxHint: 'Leave it empty to send the letter by mail.',
    },
  },
  statuteBarred: {
    noProvince:
      'Add your current address in Personal Information: the limitation period depends on your province.',
    runningTitle: 'This debt is not statute-barred yet',
    disputeInstead:
      'Until then, you can ask the collector to prove the debt with the Dispute with Creditor letter:',
    disputeLink: 'Dispute with Creditor',
    passed: 'The limitation period for this debt passed on {{date}}: you can send this letter.',
  },
  generateStep: {
    serverMessages: 'Please go back and check the details of your letter.',
  },
} satisfies Catalog;
