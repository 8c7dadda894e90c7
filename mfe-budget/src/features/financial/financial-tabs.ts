/** The application tabs of the financial suite (spec section 2), each its own route. */
export const FINANCIAL_TABS = [
  { path: 'personal-loan', labelKey: 'personalLoan' },
  { path: 'auto-loan', labelKey: 'autoLoan' },
  { path: 'mortgage-loan', labelKey: 'mortgageLoan' },
  { path: 'credit-card', labelKey: 'creditCard' },
] as const;

/** The tab shown at /app/financial-suite (spec: credit card). */
export const DEFAULT_FINANCIAL_TAB = 'credit-card';
