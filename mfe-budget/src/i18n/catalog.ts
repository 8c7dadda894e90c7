import type { Catalog } from 'shared/i18n';

/** This remote's texts (namespace 'budget'), registered when any of its exposed modules loads. */
export const BUDGET_NAMESPACE = 'budget';

export const budgetCatalog = {
  comingSoon: 'Coming Soon',
  budgetSuite: {
    title: 'Budget Suite',
    intro:
      'Enter what comes in and what goes out, as often as it happens. Your budget is saved as you type.',
    loadFailed: 'Your budget could not be loaded.',
    tabsLabel: 'Budget tables',
    tabs: { income: 'Income', outgoing: 'Outgoing' },
    captions: { income: 'Income', outgoing: 'Outgoing' },
    columns: {
      description: 'Description',
      frequency: 'Frequency',
      amount: 'Amount',
      annualAmount: 'Annual Amount (CAD)',
      actions: 'Actions',
    },
    frequencies: {
      Weekly: 'Weekly',
      'Bi-Weekly': 'Bi-Weekly',
      Monthly: 'Monthly',
      Quarterly: 'Quarterly',
      Annually: 'Annually',
    },
    frequencyFor: 'Frequency for {{description}}',
    amountFor: 'Amount for {{description}}',
    notCalculated: 'Not calculated until the amount is fixed',
    delete: 'Delete',
    deleteRow: 'Delete {{description}}',
    addNewRow: 'Add A New Row',
    addRow: 'Add Row',
    newRowName: 'Name of the new row',
    messages: {
      descriptionRequired: 'Please enter a name for this row.',
      descriptionTooLong: 'Please keep the name to 120 characters or fewer.',
      amountInvalid: 'Please enter an amount from 0 to 10,000,000 with at most 2 decimals.',
      tooManyRows: 'A table can hold at most 100 rows.',
    },
    totals: {
      title: 'Totals',
      income: 'Total Yearly Income',
      outgoing: 'Total Yearly Outgoings',
      savings: 'Each Year You Save',
      shortfall: 'Shortfall: you spend {{amount}} more than you earn each year.',
    },
    save: {
      saving: 'Saving…',
      saved: 'Saved at {{time}}',
      invalid: 'Not saved: fix the marked amount to save your changes.',
      failed: 'Your changes could not be saved.',
    },
    chart: {
      title: 'Where Your Money Goes',
      empty: 'Enter your amounts to see where your money goes.',
      incomeVsOutgoings: 'Income against outgoings',
      incomeVsOutgoingsSummary:
        'Each year, income of {{income}} against outgoings of {{outgoing}}.',
      outgoingsByRow: 'Yearly outgoings by row',
      outgoingsByRowSummary_one: '{{count}} outgoing: {{list}}.',
      outgoingsByRowSummary_other: '{{count}} outgoings, largest first: {{list}}.',
      noOutgoings: 'No outgoings entered yet.',
      otherRows: 'All other rows',
      share: '{{label}} {{amount}} ({{percent}})',
      showTable: 'Show the numbers as a table',
      tableCaption: 'Yearly outgoings by row',
      shareColumn: 'Share of outgoings',
    },
  },
  financialSuite: {
    title: 'Financial Suite',
    tabsLabel: 'Applications',
    tabs: {
      personalLoan: 'Personal Loan',
      autoLoan: 'Auto Loan',
      mortgageLoan: 'Mortgage Loan',
      creditCard: 'Credit Card',
    },
  },
  liveChat: { title: 'Live Chat' },
  identityLock: {
    title: 'Speak to a Live Representative',
    suspiciousActivity: 'Have you noticed suspicious activity on your Credit Report?',
    liveChatHeading: 'Live Chat',
    // What a worried consumer can do now (issue 21, point 15); the facts are in the reference data.
    now: {
      heading: 'What you can do now',
      intro: 'If you think someone is using your identity, these steps protect your credit today.',
      bureaus: {
        heading: 'Call the credit bureaus',
        body: 'Tell Equifax Canada and TransUnion Canada what you noticed and ask them to check your file. Equifax has a line for fraud; for TransUnion, call the consumer relations line for where you live.',
      },
      fraudAlert: { heading: 'Place a fraud alert' },
      freeze: {
        heading: 'Freeze your credit file',
        elsewhere:
          'Only Québec and Ontario give a security freeze by law. Wherever you live, you can still ask for a fraud alert.',
        since: 'Since {{date}}: {{statute}}.',
      },
      report: {
        heading: 'Report the fraud',
        body: 'Report identity theft to the Canadian Anti-Fraud Centre. If your Social Insurance Number was lost or stolen, call Service Canada.',
      },
    },
  },
} satisfies Catalog;
