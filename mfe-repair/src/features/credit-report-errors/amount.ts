import { letterMessages } from 'shared/contract';
import { z } from 'zod';

/** The largest amount a letter body accepts (shared/contract letter-bodies). */
const MAX_AMOUNT = 10_000_000;

/**
 * Dollars as people type them: '1234.5', '1,234.56', '$ 1,234', '.75'. Thousands separators
 * must sit every three digits, and at most 2 decimals are allowed (money travels with cents).
 */
const AMOUNT_TEXT = /^\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d{1,2})?$/;

/**
 * Parses a typed amount as a decimal number of dollars, or null when it is not one (empty,
 * letters, negative, more than 2 decimals, above the limit).
 */
export function parseAmount(input: string): number | null {
  const text = input.trim();
  if (!AMOUNT_TEXT.test(text) || !/\d/.test(text)) return null;
  // Number() of the digits alone gives the same double as a 2-decimal JSON literal would.
  const amount = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) && amount <= MAX_AMOUNT ? amount : null;
}

/** A required amount field: `required` when empty, the invalid-amount message otherwise. */
export function amountText(required: string) {
  return z.string().superRefine((value, context) => {
    if (value.trim() === '') context.addIssue({ code: 'custom', message: required });
    else if (parseAmount(value) === null)
      context.addIssue({ code: 'custom', message: letterMessages.amountInvalid });
  });
}

/** An optional amount field: empty is fine (it becomes 0), anything else must parse. */
export const optionalAmountText = z
  .string()
  .refine(
    (value) => value.trim() === '' || parseAmount(value) !== null,
    letterMessages.amountInvalid,
  );
