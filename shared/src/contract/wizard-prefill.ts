import type { ACCOUNT_ERROR_LETTERS } from './letters';

/**
 * What another suite may hand the Errors with Account wizard to start it prefilled (issue 16:
 * the debts page's next steps), as router state under ACCOUNT_ERRORS_PREFILL_KEY: router state
 * stays out of the address bar and the server's logs, unlike a query string. Every value is
 * optional and checked by the wizard, which keeps its empty values for anything else.
 */
export const ACCOUNT_ERRORS_PREFILL_KEY = 'accountErrorsPrefill';

export interface AccountErrorsPrefill {
  /** The letter to preselect. */
  letter?: (typeof ACCOUNT_ERROR_LETTERS)[number];
  /** The banking account to pick once the wizard's gate opens. */
  account_id?: string;
  /** statute_barred_account: the last payment or acknowledgement, YYYY-MM-DD. */
  last_payment_date?: string;
}

export const ACCOUNT_ERRORS_PATH = '/app/credit-repair-suite/errors-with-account';
