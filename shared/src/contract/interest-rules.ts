/**
 * The legal limits on the cost of credit that the debts page checks an account against (issue
 * 16), copied from ../shared/reference/canada.md ("Rules that changed recently") with their
 * sources. Pure and zod-free.
 *
 * Decisions:
 * - The rate field is an APR for every kind of debt, a payday loan included (the form's hint
 *   says to copy the APR the contract shows), so one field means one thing.
 * - The criminal rate is checked on credit agreements only: not on a judgment (its interest is
 *   the court's), a bankruptcy or a consumer proposal. Payday loans are exempt from it under a
 *   provincial cap; they are checked against the $14 cap instead.
 * - The $14 per $100 cap is on the cost of a loan, whatever its term; an APR turns into a cost
 *   only with a term, which the account does not hold. At an APR above 365 %, every loan of 14
 *   days or more costs more than $14 per $100 (cost = APR × days ÷ 365): the page says exactly
 *   that, true for every such loan, and flags nothing below, where a shorter loan could be within
 *   the cap.
 * - The new limits apply to agreements made from 1 January 2025; for an account opened before,
 *   the page says so instead of calling its rate unlawful.
 */
import type { DebtKind } from './banking';

type IsoDate = string;

/** Criminal Code s. 347: the criminal interest rate, as an APR, since 1 January 2025. */
export const CRIMINAL_RATE = {
  aprPercent: 35,
  since: '2025-01-01',
  source: 'Criminal Code, s. 347, as amended from January 1, 2025 (Department of Finance)',
} as const;

/** The most a payday loan may cost per $100 borrowed, since 1 January 2025. */
export const PAYDAY_LOAN_CAP = {
  dollarsPer100: 14,
  since: '2025-01-01',
  source: 'Criminal Code, s. 347.1 and its regulations (Department of Finance; law-firm summaries)',
} as const;

/** The shortest term the payday check assumes: a loan of 14 days or more. */
export const PAYDAY_CHECK_TERM_DAYS = 14;

/** The APR above which every payday loan of PAYDAY_CHECK_TERM_DAYS or more passes the cap. */
export const PAYDAY_CAP_APR = (PAYDAY_LOAN_CAP.dollarsPer100 * 365) / PAYDAY_CHECK_TERM_DAYS;

export type InterestFlag =
  | {
      readonly rule: 'criminal_rate';
      /** Opened before the limit took effect: the page says the new limit may not apply. */
      readonly openedBefore: boolean;
    }
  | {
      readonly rule: 'payday_cap';
      /** What the APR costs per $100 over PAYDAY_CHECK_TERM_DAYS, in dollars (2 decimals). */
      readonly costPer100: number;
      readonly openedBefore: boolean;
    };

const NO_CREDIT_AGREEMENT: ReadonlySet<DebtKind | ''> = new Set([
  'judgment',
  'bankruptcy',
  'consumer_proposal',
]);

/** The limit an account's rate passes, or null (no rate, or within the limits). */
export function interestFlag(account: {
  interest_rate: number | null;
  debt_kind: DebtKind | '';
  date_opened: IsoDate;
}): InterestFlag | null {
  const rate = account.interest_rate;
  if (rate === null || NO_CREDIT_AGREEMENT.has(account.debt_kind)) return null;
  if (account.debt_kind === 'payday_loan') {
    if (rate <= PAYDAY_CAP_APR) return null;
    const costPer100 = Math.round((rate * PAYDAY_CHECK_TERM_DAYS * 100) / 365) / 100;
    const openedBefore = account.date_opened < PAYDAY_LOAN_CAP.since;
    return { rule: 'payday_cap', costPer100, openedBefore };
  }
  if (rate <= CRIMINAL_RATE.aprPercent) return null;
  return { rule: 'criminal_rate', openedBefore: account.date_opened < CRIMINAL_RATE.since };
}
