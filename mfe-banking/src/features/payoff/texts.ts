import type { Catalog } from 'shared/i18n';

/**
 * The payoff plan (issue 16), under `payoff` in the 'banking' namespace: registered when the
 * plan's chunk loads, so the suite's first screen does not carry them.
 */
export const payoffTexts = {
  heading: 'Plan to pay off your debts',
  intro:
    'The plan uses each debt’s correct balance, interest rate and minimum monthly payment from your accounts. It is an estimate: your lenders’ own calculations may differ by a few dollars.',
  back: 'Back to your accounts',
  noDebts: 'None of your accounts has a balance to pay off.',
  missing: {
    heading: 'Not in this plan yet',
    rate: '{{name}}: its interest rate is missing.',
    minimum: '{{name}}: its minimum monthly payment is missing.',
    both: '{{name}}: its interest rate and its minimum monthly payment are missing.',
    howToAdd:
      'Add them with EDIT on your accounts list; the plan then includes the debt. Until then, the plan leaves it out.',
  },
  amount: {
    label: 'Amount you can pay toward your debts each month',
    hint: 'In Canadian dollars, for example 500.00.',
    fromBudget:
      'In Canadian dollars. Filled in from your budget: what you save each year, divided by 12.',
    invalid: 'Enter an amount in dollars, for example 500.00.',
    notPositive: 'Enter an amount above $0.',
  },
  schedule: {
    label: 'How often you are paid',
    weekly: 'Weekly',
    biweekly: 'Every two weeks',
    semimonthly: 'Twice a month',
    monthly: 'Monthly',
    perPay:
      'Set aside {{amount}} from each pay ({{pays}} pays a year) to have the monthly amount every month.',
  },
  strategy: {
    legend: 'Which debt gets the money left after the minimums',
    avalanche: 'Highest interest rate first (avalanche)',
    avalancheHint: 'Usually the least interest paid.',
    snowball: 'Smallest balance first (snowball)',
    snowballHint: 'Usually the first debt paid off soonest.',
    custom: 'My own order',
    customHint: 'Put your debts in the order you choose below.',
  },
  order: {
    heading: 'Your order',
    moveUp: 'Move up: {{name}}',
    moveDown: 'Move down: {{name}}',
    up: 'Move up',
    down: 'Move down',
  },
  result: {
    debtFree:
      'Debt-free in {{date}}, after {{count}} months, with {{interest}} of interest in total.',
    compareLabel: 'The three orders compared',
    strategy: 'Order',
    debtFreeDate: 'Debt-free',
    totalInterest: 'Total interest',
    notFinished: 'Not within 50 years',
    shortOf: 'Below the minimums',
    paidOffLabel: 'When each debt is paid off',
    debt: 'Debt',
    paidOffIn: 'Paid off',
    tooLong:
      'At this amount your debts are not paid off within 50 years: {{balance}} would still be owed. A larger monthly amount shortens the plan.',
  },
  table: {
    label: 'Month by month',
    year: 'Year {{year}}: {{from}} to {{to}}',
    month: 'Month',
    payment: 'Paid',
    interest: 'Interest',
    balance: 'Still owed',
  },
  chart: {
    today: 'Today',
    label: 'Balances over time',
    loading: 'Loading the chart…',
    summary:
      'The chart shows what is still owed at the end of each year: {{points}}. The month-by-month table gives every figure.',
    point: '{{date}}, {{balance}}',
  },
  whatIf: {
    heading: 'What if I settle a debt?',
    debt: 'Debt to settle',
    percent: 'Offer, in % of its balance',
    percentHint: 'For example 50 to offer half of what you owe.',
    percentInvalid: 'Enter a percentage above 0 and below 100.',
    amount:
      'Settling {{name}} at this percentage means offering {{amount}} of its {{balance}} balance.',
    sooner_one:
      'Paid now with money from outside this plan, and taken out of it, your plan would end {{count}} month sooner, in {{date}}.',
    sooner_other:
      'Paid now with money from outside this plan, and taken out of it, your plan would end {{count}} months sooner, in {{date}}.',
    lastDebt: 'Paid now with money from outside this plan, it would leave no debt in the plan.',
    noMonths: 'Your plan does not finish at this amount, so no number of months can be given.',
    caution: 'A creditor does not have to accept an offer; the settlement letter only proposes it.',
    letter: 'Prepare the settlement offer letter with this amount',
  },
  cannotCover: {
    message:
      'Your monthly amount is {{shortfall}} short of the minimum payments of your debts, {{minimums}} a month. No plan can be worked out at this amount.',
    optionsHeading: 'Options Canadians in this situation can look into',
    optionsIntro:
      'These are the debt-relief options in Canada, described side by side. This page does not recommend one: a non-profit credit counsellor or a Licensed Insolvency Trustee can go over them with you.',
    runBy: 'Who runs it',
    whatItDoes: 'What it does',
    creditReport: 'On your credit report',
    orderlyPaymentUnconfirmed:
      'Available in Alberta and Nova Scotia; sources disagree on whether other provinces offer it, so check with your province before counting on it.',
    orderlyPaymentNoProvince:
      'Available in Alberta and Nova Scotia; sources disagree on other provinces. Add your current address to see where you stand.',
    voluntaryDepositNoProvince: 'For Québec residents only.',
  },
} satisfies Catalog;
