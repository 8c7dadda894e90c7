/** The largest amount a letter body accepts (shared/contract letter-bodies.ts). */
const MAX_AMOUNT = 10_000_000;

/**
 * Dollars with an optional '$' and thousands commas ('$1,250.5'), or plain digits with up to 2
 * decimals ('1250.50', '.5', '1250.'). Commas must group by three, so '1,2' is refused rather
 * than read as 12 or 1.2.
 */
const AMOUNT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)?(\.\d{0,2})?$/;

/**
 * Parses a typed amount as a decimal number of dollars (spec section 5), or null when it is
 * not one: empty, negative, more than 2 decimals, or above 10,000,000. The result is the same
 * double JSON would give for the 2-decimal literal, so the API's exact-cents check accepts it.
 */
export function parseAmount(input: string): number | null {
  const typed = input.trim();
  const match = AMOUNT.exec(typed);
  if (!match || !/\d/.test(typed)) return null;
  const plain = typed.replace(/[$,\s]/g, '');
  const amount = Number(plain.endsWith('.') ? plain.slice(0, -1) : plain);
  if (!Number.isFinite(amount) || amount > MAX_AMOUNT) return null;
  return amount;
}
