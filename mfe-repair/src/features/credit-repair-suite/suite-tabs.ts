/** The suite's three wizard tabs (spec section 2), relative to /app/credit-repair-suite. */
export const REPAIR_SUITE_TABS = [
  { path: 'errors-on-credit-report', labelKey: 'errorsOnCreditReport' },
  { path: 'errors-with-account', labelKey: 'errorsWithAccount' },
  { path: 'dispute-with-creditor', labelKey: 'disputeWithCreditor' },
] as const;

export type RepairSuiteTab = (typeof REPAIR_SUITE_TABS)[number];
