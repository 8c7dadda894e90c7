/**
 * The suite's tabs, relative to /app/credit-repair-suite: the three wizards of spec section 2 and
 * the consumer statement (issue 14).
 */
export const REPAIR_SUITE_TABS = [
  { path: 'errors-on-credit-report', labelKey: 'errorsOnCreditReport' },
  { path: 'errors-with-account', labelKey: 'errorsWithAccount' },
  { path: 'dispute-with-creditor', labelKey: 'disputeWithCreditor' },
  { path: 'consumer-statement', labelKey: 'consumerStatement' },
] as const;

export type RepairSuiteTab = (typeof REPAIR_SUITE_TABS)[number];
