import type { Catalog } from 'shared/i18n';

/** This suite's texts (namespace 'banking'), registered when the exposed module loads. */
export const BANKING_NAMESPACE = 'banking';

export const bankingCatalog = {
  title: 'Banking Information',
  gate: {
    heading: 'Please enter your password to access your banking information',
    again: 'For your security, please enter your password again.',
    tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
  },
  list: {
    heading: 'Your Accounts',
    empty: 'You have not added any banking accounts yet.',
    add: 'ADD ACCOUNT',
    edit: 'EDIT',
    remove: 'REMOVE',
    refreshing: 'Refreshing your accounts...',
    payoff: 'Plan to pay off my debts',
  },
  card: {
    accountNumber: 'Account Number',
    /** What the card shows of the number: the last 4 only (screen readers hear endingIn). */
    masked: '•••• {{digits}}',
    endingIn: 'ending in {{digits}}',
    type: 'Type',
    status: 'Status',
    correctCreditBalance: 'Correct Credit Balance',
    reportedCreditBalance: 'Reported Credit Balance',
    creditLimit: 'Credit Limit',
    notSpecified: 'Not specified',
  },
  form: {
    addHeading: 'Add Account',
    editHeading: 'Edit Account',
    back: 'BACK',
    notFound: 'This account could not be found. It may have been deleted.',
    chooseOne: 'Not specified',
    accountName: 'Account Name',
    fullAccountNumber: 'Full Account Number',
    creditLimit: 'Credit Limit',
    accountAssociation: 'Account Association',
    accountType: 'Account Type',
    accountStatus: 'Account Status',
    correctCreditBalance: 'Correct Credit Balance',
    reportedCreditBalance: 'Reported Credit Balance',
    numberOfLatePayments: 'Number Of Late Payments',
    dateOpened: 'Date Opened',
    dateOfLastActivity: 'Date Of Last Activity',
    amountHint: 'In Canadian dollars, for example 1234.56.',
    debtKind: 'What It Is (optional)',
    debtKindHint:
      'Choose what this account is when the type and status do not say it: it tells when the item leaves your credit report. For a court judgment or a consumer proposal, enter its filing date as Date Opened.',
    interestRate: 'Interest Rate, APR in % (optional)',
    interestRateHint:
      'The annual percentage rate on your statement, for example 19.99. For a payday loan, the APR your contract shows.',
    minimumPayment: 'Minimum Monthly Payment (optional)',
    minimumPaymentHint: 'In Canadian dollars, for example 75.00.',
    dateOfLastPayment: 'Date Of Last Payment (optional)',
    dateOfLastPaymentHint:
      'The last time you paid anything on this account. Left empty, we use the date of last activity.',
    dateOfDischarge: 'Date Of Discharge (optional)',
    dateOfDischargeHint:
      'The date on your certificate of discharge from this bankruptcy. Left empty, we use the discharge date on your Bankruptcy tab.',
  },
  association: { individual: 'Individual', joint: 'Joint' },
  accountType: { revolving: 'Revolving', instalment: 'Instalment', open: 'Open' },
  accountStatus: { paid: 'Paid', agreed: 'Agreed', bad_debt: 'Bad Debt' },
  remove: {
    title: 'Are you sure you want to delete this account?',
    which: '{{name}}, account ending in {{digits}}',
    done: 'The account was deleted.',
  },
} satisfies Catalog;
