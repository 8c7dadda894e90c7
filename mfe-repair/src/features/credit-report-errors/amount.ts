import { letterMessages, parseMoney } from 'shared/contract';
import { z } from 'shared/zod';

/** A required amount field: `required` when empty, the invalid-amount message otherwise. */
export function amountText(required: string) {
  return z.string().superRefine((value, context) => {
    if (value.trim() === '') context.addIssue({ code: 'custom', message: required });
    else if (parseMoney(value) === null)
      context.addIssue({ code: 'custom', message: letterMessages.amountInvalid });
  });
}

/** An optional amount field: empty is fine (it becomes 0), anything else must parse. */
export const optionalAmountText = z
  .string()
  .refine(
    (value) => value.trim() === '' || parseMoney(value) !== null,
    letterMessages.amountInvalid,
  );
