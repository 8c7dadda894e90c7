import type { ACCOUNT_ERROR_LETTERS } from './letters';
import type { LetterBureauChoice } from './letters-api';
import type { NegativeItemKind } from './report-removal';

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
  /** outdated_item: what the item is, the bureaus it went past, and the dates it counts from. */
  item_kind?: NegativeItemKind;
  bureau?: LetterBureauChoice;
  last_activity_date?: string;
  started_date?: string;
  discharged_date?: string;
  paid_off_date?: string;
  other_bankruptcies?: number;
}

export const ACCOUNT_ERRORS_PATH = '/app/credit-repair-suite/errors-with-account';

/**
 * What another suite may hand the settlement wizard to start its offer letter prefilled (issue 16:
 * the payoff plan's "what if I settle" line), as router state under SETTLEMENT_PREFILL_KEY, for the
 * same reason as above. Every value is optional and checked by the wizard.
 */
export const SETTLEMENT_PREFILL_KEY = 'settlementPrefill';

export interface SettlementPrefill {
  /** The banking account to pick once the wizard's gate opens. */
  account_id?: string;
  /** The amount offered, in dollars with at most 2 decimals. */
  offer_amount?: number;
}

/** The debt settlement suite, whose wizard takes the prefill. */
export const SETTLEMENT_WIZARD_PATH = '/app/debt-settlement-suite';
