import type { Catalog } from 'shared/i18n';

/**
 * The credit repair suite's frame (en-CA), under `creditRepairSuite` in the 'repair' namespace:
 * its title and tabs. The guide on its first tab is education-texts.ts.
 */
export const creditRepairSuiteTexts = {
  title: 'Credit Repair Suite',
  tabsLabel: 'Credit repair letters',
  tabs: {
    errorsOnCreditReport: 'Errors on Credit Report',
    errorsWithAccount: 'Errors with Account',
    disputeWithCreditor: 'Dispute with Creditor',
    consumerStatement: 'Consumer Statement',
  },
} satisfies Catalog;
