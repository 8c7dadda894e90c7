/**
 * Money as the letter forms take it: typed text, parsed as a decimal (spec section 5). A text
 * field rather than a number input, so that '1,234.56' and '$80' are understood and the spec's
 * "not numeric" case can happen at all (a number input would silently empty it).
 */

const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const MONEY_MAX = 10_000_000;

/** The number typed, or null when the text is not a number. '$' and thousands commas are ignored. */
export function parseDecimal(input: string): number | null {
  const compact = input.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (!DECIMAL.test(compact)) return null;
  return Number(compact);
}

/** What a generate body accepts: 0 to 10,000,000 with at most 2 decimals. */
export function isMoneyAmount(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= MONEY_MAX &&
    Math.round(value * 100) / 100 === value
  );
}

/**
 * account_corrections and adjust_balance send 0 for an amount that is not numeric
 * (spec section 5); every other amount must be a number before the form lets the user on.
 */
export function amountOrZero(input: string): number {
  return parseDecimal(input) ?? 0;
}
