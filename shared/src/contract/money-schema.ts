// The zod side of money, apart from money.ts so that formatting an amount does not load zod.
import { z } from 'zod';

/** Money travels as a JSON number with at most 2 decimals (decisions.md section 3). */
export function moneyAmount(messages: { required: string; invalid?: string }, max = 10_000_000) {
  const invalid = messages.invalid ?? messages.required;
  return z
    .number({ error: messages.required })
    .min(0, invalid)
    .max(max, invalid)
    .refine(hasAtMostTwoDecimals, { message: invalid });
}

/**
 * Exact: the nearest cent, divided back, must give the very number sent. 0.1 and 1234.56 pass
 * (n / 100 is the double JSON parsing gives for a 2-decimal literal); 1.234 and 1.000000001 fail.
 */
function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.round(value * 100) / 100 === value;
}
