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
    outdated_item: {
      label: 'Outdated Item Removal',
      hint: 'An item is still on your credit report after the date the bureau must remove it.',
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
      transferred: 'The account was transferred to someone else',
      released: 'The creditor released me from the account',
      bankruptcy: 'It was included in my bankruptcy',
      consumer_proposal: 'It was included in my consumer proposal',
      never_mine: 'It was never my account',
    },
    accountName: 'Account name',
    accountFillsHint:
      'Choosing an account fills in its name and number. You can still change them.',
    accountFillsDatesHint:
      'Choosing an account fills in its name, its number and the dates it holds. Check the dates against your credit report: you can change them.',
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
    completeAddress: {
      legend: 'The creditor’s mailing address',
      intro:
        'Our creditor list does not have this creditor’s complete mailing address. Please complete it: the letter is mailed to the address below.',
    },
    collector: {
      legend: 'The collector (optional)',
      intro:
        'If a collection agency is asking you to pay this debt, name it here: we also prepare a letter asking it to stop collecting and not to report the debt. That letter does not acknowledge the debt.',
      picker: 'Collector from our directory',
      name: 'Collector name',
      faxHint: 'Leave it empty to send the letter by mail.',
    },
    outdated: {
      itemKind: 'What is the item?',
      kinds: {
        account: 'An account with late payments or in default',
        collection: 'A collection',
        judgment: 'A judgment',
        bankruptcy: 'A bankruptcy',
        consumer_proposal: 'A consumer proposal',
        debt_management_plan: 'A debt management plan',
      },
      lastActivity: 'Date of last activity',
      lastActivityHint: 'As your Equifax report shows it.',
      firstDelinquency: 'Date of first delinquency',
      firstDelinquencyHint:
        'The first missed payment that was never made good, as your TransUnion report shows it.',
      filed: 'Date filed',
      judgmentFiledHint: 'The day the judgment was filed, as your credit report shows it.',
      proposalFiledHint:
        'The day your proposal was filed, as your credit report or your trustee’s papers show it.',
      planStarted: 'Date the plan started',
      planStartedHint: 'As your credit report or your credit counselling agency’s papers show it.',
      discharged: 'Date of discharge',
      dischargedHint: 'As your certificate of discharge shows it.',
      paidOff: 'Date paid in full (if it was)',
      paidOffHint:
        'As your certificate of full performance shows it. Leave it empty if the proposal is not paid in full.',
      planPaidOffHint:
        'The day you made the plan’s last payment. Leave it empty if the plan is not paid in full.',
      otherBankruptcies: 'How many other times have you been bankrupt?',
      otherBankruptciesHint:
        'From a second bankruptcy on, each one stays on your credit report for 14 years.',
    },
  },
  outdated: {
    noProvince:
      'Add your current address in Personal Information: how long a bureau may report an item depends on your province.',
    bureaus: { Equifax: 'Equifax', TransUnion: 'TransUnion' },
    removed: '{{bureau}} should have removed it on {{date}}.',
    removedUnconfirmed:
      '{{bureau}} should have removed it on {{date}} (unconfirmed: the sources do not settle this period).',
    needs: {
      last_activity:
        'When {{bureau}} should have removed it: we need the date of last activity to say.',
      first_delinquency:
        'When {{bureau}} should have removed it: we need the date of first delinquency to say.',
      started:
        'When {{bureau}} should have removed it: we need the date it was filed or started to say.',
      discharged: 'When {{bureau}} should have removed it: we need the date of discharge to say.',
      paid_off:
        'When {{bureau}} should have removed it: we need the date it was paid in full to say.',
    },
    runningTitle: 'This item is not past its removal date yet',
    onlyPast:
      'You can send the letter to {{bureau}} alone now: uncheck the other bureau under Send to.',
  },
  statuteBarred: {
    noProvince:
      'Add your current address in Personal Information: the limitation period depends on your province.',
    runningTitle: 'This debt is not statute-barred yet',
    disputeInstead:
      'Until then, you can ask the collector to prove the debt with the Dispute with Creditor letter:',
    disputeLink: 'Dispute with Creditor',
    passed: 'The limitation period for this debt passed on {{date}}: you can send this letter.',
    reportingRule:
      'The limitation period and the time a credit bureau may report a debt are two different rules. In your province no law makes a bureau remove a debt because it is statute-barred, so this letter asks the bureaus to remove it as a request. Once the item is also past the date a bureau must remove it, the Outdated Item Removal letter asks for that.',
    checkOutdated: 'Check the Outdated Item Removal letter',
  },
  generateStep: {
    serverMessages: 'Please go back and check the details of your letter.',
  },
} satisfies Catalog;
