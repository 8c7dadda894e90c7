import { z } from 'shared/zod';

/**
 * The generate request bodies (spec section 7, decisions.md section 3). The list, its pairing,
 * the file name and the completeness rule are in letters-list.ts, free of zod.
 */

/** The bureaus a bureau-bound letter may go to (decisions.md section 3: optional `bureau`). */
export const LETTER_BUREAU_CHOICES = ['Equifax', 'TransUnion', 'both'] as const;
export type LetterBureauChoice = (typeof LETTER_BUREAU_CHOICES)[number];

/** The free credit-report request: `{}` (both bureaus) or `{bureau}`. */
export const creditReportRequestBody = z.strictObject({
  bureau: z.enum(LETTER_BUREAU_CHOICES).optional(),
});
export type CreditReportRequestBody = z.input<typeof creditReportRequestBody>;
