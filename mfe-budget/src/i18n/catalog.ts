import type { Catalog } from 'shared/i18n';

/** This remote's texts (namespace 'budget'), registered when any of its exposed modules loads. */
export const BUDGET_NAMESPACE = 'budget';

export const budgetCatalog = {
  comingSoon: 'Coming Soon',
  budgetSuite: { title: 'Budget Suite' },
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
  },
} satisfies Catalog;
