import type { Catalog } from 'shared/i18n';

/** This suite's texts (namespace 'settlement'), registered when the exposed module loads. */
export const SETTLEMENT_NAMESPACE = 'settlement';

/**
 * The suite's texts registered with its code: its guide, the suite's first screen and its longest
 * text, downloads in the visitor's language only (addLazyCatalog, register-catalog.ts; all the
 * namespace's texts together are in catalogs-for-tests.ts, for the tests).
 */
export const settlementSuiteTexts = {
  title: 'Debt Settlement Suite',
  wizard: {
    heading: 'Write your settlement letter',
    intro:
      'Four steps: the letter, the creditor, the account and the amount, then the letter itself. What you enter is kept when you go back a step.',
  },
} satisfies Catalog;
