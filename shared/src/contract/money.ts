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

/** Spaces that group digits: ordinary, no-break (U+00A0) and narrow no-break (U+202F). */
const GROUP_SPACE = /[ \u00a0\u202f]/g;

/** Which of ',' and '.' marks the decimals in `text` (digits and separators only), if any. */
function decimalMark(text: string): ',' | '.' | null {
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  if (commas > 0 && dots > 0) return text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  if (dots === 1) return '.';
  if (commas === 1) {
    // '1,234' groups thousands, as English writes it; '1,5' and '1234,56' are French decimals.
    // No amount of money has three decimals, so the two readings never compete.
    return /^[1-9]\d{0,2},\d{3}$/.test(text) ? null : ',';
  }
  return null;
}

/**
 * The number typed (spec section 5: amounts are parsed as decimals), as English and French
 * write it: '1234.56', '$1,234.56', '1 234,56', '1 234,56 $' and '1234,56' all give 1234.56. A
 * '$' before or after, an optional '-', thousands grouped by three with spaces, commas or dots
 * (never mixed with the decimal mark), and decimals after '.' or ','. Null when it is no number
 * ('1,2345', '1.2.3', '1e3').
 */
export function parseDecimal(input: string): number | null {
  let text = input
    .trim()
    .replace(/^(-?)\s*\$\s*/, '$1')
    .replace(/\s*\$$/, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  if (/[ \u00a0\u202f]/.test(text)) {
    if (!/^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d*)?$/.test(text)) return null;
    text = text.replace(GROUP_SPACE, '');
  }
  if (!/^[\d.,]*$/.test(text) || !/\d/.test(text)) return null;
  const mark = decimalMark(text);
  const at = mark === null ? -1 : text.lastIndexOf(mark);
  const whole = at === -1 ? text : text.slice(0, at);
  const decimals = at === -1 ? '' : text.slice(at + 1);
  const group = whole.includes(',') ? ',' : whole.includes('.') ? '.' : null;
  if (
    group !== null &&
    (group === mark || !new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`).test(whole))
  ) {
    return null;
  }
  if (!/^\d*$/.test(decimals)) return null;
  // Number() of the bare digits gives the same double as the 2-decimal JSON literal would.
  const digits = `${whole.replace(/[.,]/g, '') || '0'}.${decimals || '0'}`;
  return Number(negative ? `-${digits}` : digits);
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
