/** Money without zod: cents, the CAD format and typed amounts (the schema is in money-schema.ts). */
import { localeFormat } from './locale-format';

/** The largest amount a body accepts (decisions.md section 3). */
export const MONEY_MAX = 10_000_000;

/** Exact conversion of a 2-decimal amount to integer cents. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Formats a dollar amount (or cents with `fromCents`) as CAD in English, e.g. $1,234.56. */
export function formatCad(amount: number): string {
  return localeFormat('en-CA').money(amount);
}

/**
 * Exact: the nearest cent, divided back, must give the very number sent. 0.1 and 1234.56 pass
 * (n / 100 is the double JSON parsing gives for a 2-decimal literal); 1.234 and 1.000000001 fail.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.round(value * 100) / 100 === value;
}

/** What a body accepts as money: 0 to `max` with at most 2 decimals. */
export function isMoneyAmount(value: number, max = MONEY_MAX): boolean {
  return value >= 0 && value <= max && hasAtMostTwoDecimals(value);
}

/**
 * A decimal as people type it: an optional '-' and '$', then digits (thousands commas must group
 * by three, so '1,2' is not read as 12 or 1.2) and decimals ('12.', '.75'). No exponent.
 */
const TYPED_DECIMAL = /^-?\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d*)?$/;

/** The number typed (spec section 5: amounts are parsed as decimals), or null when it is none. */
export function parseDecimal(input: string): number | null {
  const typed = input.trim();
  if (!TYPED_DECIMAL.test(typed) || !/\d/.test(typed)) return null;
  // Number() of the bare digits gives the same double as the 2-decimal JSON literal would.
  return Number(typed.replace(/[$,\s]/g, ''));
}

/** A typed amount a body accepts (0 to 10,000,000, at most 2 decimals), or null. */
export function parseMoney(input: string): number | null {
  const amount = parseDecimal(input);
  return amount !== null && isMoneyAmount(amount) ? amount : null;
}

/**
 * A typed amount, or 0 when it is not one: account_corrections and adjust_balance send 0 for
 * an amount that is not numeric (spec section 5), and an empty optional amount is 0.
 */
export function amountOrZero(input: string): number {
  return parseMoney(input) ?? 0;
}
