/**
 * What a letter must carry beyond the spec's fields (issue 14): the months of disputed late
 * payments, an inquiry's date and a settlement's payment schedule. Zod-free rules, so the wizard
 * forms and the generate bodies (letter-bodies.ts) check them the same way.
 */

import { earliestCanadianToday, isCalendarDate, latestCanadianToday } from './calendar-date';
import { letterMessages as m } from './letter-messages';
import { toCents } from './money';

/** At most this many late-payment months per letter (two years of monthly payments). */
export const LATE_PAYMENT_MONTHS_MAX = 24;

const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months as typed in the form ("2025-08, 2025-11"): split on commas, semicolons or spaces. */
export function parseMonthList(typed: string): string[] {
  return typed.split(/[\s,;]+/).filter((month) => month !== '');
}

/** The first problem with a list of YYYY-MM months, or null when every month is a past or current one. */
export function monthListMessage(months: readonly string[], now = new Date()): string | null {
  if (months.length > LATE_PAYMENT_MONTHS_MAX) return m.latePaymentMonthsTooMany;
  if (!months.every((month) => ISO_MONTH.test(month))) return m.latePaymentMonths;
  const thisMonth = latestCanadianToday(now).slice(0, 7);
  if (months.some((month) => month > thisMonth)) return m.latePaymentMonthFuture;
  return null;
}

/** The months in order, each once. */
export function sortedMonths(months: readonly string[]): string[] {
  return [...new Set(months)].sort();
}

/** An optional past date (YYYY-MM-DD): the problem with it, or null when empty or fine. */
export function inquiryDateMessage(date: string, now = new Date()): string | null {
  if (date === '') return null;
  if (!isCalendarDate(date)) return m.inquiryDate;
  return date > latestCanadianToday(now) ? m.inquiryDateFuture : null;
}

/** How often instalments are paid. */
export const INSTALMENT_FREQUENCIES = ['weekly', 'every_two_weeks', 'monthly'] as const;
export type InstalmentFrequency = (typeof INSTALMENT_FREQUENCIES)[number];

/** A schedule has 2 to 120 payments (ten years of monthly payments). */
export const INSTALMENT_COUNT_MIN = 2;
export const INSTALMENT_COUNT_MAX = 120;

/** A settlement's amounts and schedule, numbers parsed; undefined where the consumer gave none. */
export interface SettlementTerms {
  payment_method: string;
  creditor_amount: number;
  creditor_balance: number;
  instalment_amount?: number | undefined;
  instalment_frequency?: string | undefined;
  instalment_count?: number | undefined;
  first_payment_date?: string | undefined;
}

export type SettlementTermsField =
  | 'creditor_amount'
  | 'instalment_amount'
  | 'instalment_frequency'
  | 'instalment_count'
  | 'first_payment_date';

/**
 * The problems with a settlement's terms, by field: the amount no more than the balance claimed,
 * and for payments a complete schedule (amount, frequency, 2 to 120 payments, a first date not
 * in the past) whose total is exactly the settlement amount.
 */
export function settlementTermsIssues(
  terms: SettlementTerms,
  now = new Date(),
): Partial<Record<SettlementTermsField, string>> {
  const issues: Partial<Record<SettlementTermsField, string>> = {};
  if (toCents(terms.creditor_amount) > toCents(terms.creditor_balance)) {
    issues.creditor_amount = m.amountAboveBalance;
  }
  if (terms.payment_method !== 'payments') return issues;
  const { instalment_amount: amount, instalment_count: count } = terms;
  if (amount === undefined || amount <= 0) issues.instalment_amount = m.instalmentAmount;
  if (!INSTALMENT_FREQUENCIES.some((frequency) => frequency === terms.instalment_frequency)) {
    issues.instalment_frequency = m.instalmentFrequency;
  }
  const countValid =
    count !== undefined &&
    Number.isInteger(count) &&
    count >= INSTALMENT_COUNT_MIN &&
    count <= INSTALMENT_COUNT_MAX;
  if (!countValid) issues.instalment_count = m.instalmentCount;
  const first = terms.first_payment_date ?? '';
  if (!isCalendarDate(first)) issues.first_payment_date = m.firstPaymentDate;
  else if (first < earliestCanadianToday(now)) issues.first_payment_date = m.firstPaymentPast;
  if (
    issues.instalment_amount === undefined &&
    countValid &&
    amount !== undefined &&
    toCents(amount) * count !== toCents(terms.creditor_amount)
  ) {
    issues.instalment_amount = m.scheduleTotal;
  }
  return issues;
}
