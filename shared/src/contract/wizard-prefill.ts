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

/**
 * What a letter's Generate hands the personal tab when the profile lacks what the letter needs
 * (-1002), as router state under PROFILE_NEEDED_KEY: the tab says why the user is there, in the
 * page, and once the profile is saved leads back to the letter at `returnTo`, a path of this app.
 */
export const PROFILE_NEEDED_KEY = 'profileNeededFor';

export interface ProfileNeeded {
  returnTo: string;
  /** Which answer sent the user: -1000 (the free reports) or -1002 (a letter); each has its words. */
  reason: 'incomplete' | 'missing';
}

/** The router state that sends the user to complete the profile, then back to `returnTo`. */
export function profileNeededState(
  returnTo: string,
  reason: ProfileNeeded['reason'],
): Record<string, ProfileNeeded> {
  return { [PROFILE_NEEDED_KEY]: { returnTo, reason } };
}

/** Why the user was sent and where to lead back, from router state read as untrusted. */
export function profileNeeded(routerState: unknown): ProfileNeeded | null {
  if (typeof routerState !== 'object' || routerState === null) return null;
  const needed: unknown = Reflect.get(routerState, PROFILE_NEEDED_KEY);
  if (typeof needed !== 'object' || needed === null) return null;
  const returnTo: unknown = Reflect.get(needed, 'returnTo');
  const reason: unknown = Reflect.get(needed, 'reason');
  // Only a path of the app, never another site.
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/app/')) return null;
  return { returnTo, reason: reason === 'incomplete' ? 'incomplete' : 'missing' };
}

/**
 * The letters a Generate just made, handed to My Generated Letters as router state under
 * NEW_LETTERS_KEY: the list says they are ready, marks them New and takes focus to its heading.
 */
export const NEW_LETTERS_KEY = 'newLetters';

export function newLettersState(ids: readonly string[]): Record<string, readonly string[]> {
  return { [NEW_LETTERS_KEY]: ids };
}

/** The new letters' ids, from router state read as untrusted (strings only). */
export function newLetterIds(routerState: unknown): string[] {
  if (typeof routerState !== 'object' || routerState === null) return [];
  const ids: unknown = Reflect.get(routerState, NEW_LETTERS_KEY);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}
