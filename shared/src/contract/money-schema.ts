// The zod side of money, apart from money.ts so that formatting an amount does not load zod.
import { z } from 'shared/zod';
import { hasAtMostTwoDecimals, MONEY_MAX } from './money';

/** Money travels as a JSON number with at most 2 decimals (decisions.md section 3). */
export function moneyAmount(messages: { required: string; invalid?: string }, max = MONEY_MAX) {
  const invalid = messages.invalid ?? messages.required;
  return z
    .number({ error: messages.required })
    .min(0, invalid)
    .max(max, invalid)
    .refine(hasAtMostTwoDecimals, { message: invalid });
}
