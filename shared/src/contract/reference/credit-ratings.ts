import {
  type BilingualFact,
  fact,
  inLanguage,
  REFERENCE_NOTES,
  type TextLanguage,
  unconfirmed,
} from './fact';

/**
 * The Canadian account rating scale (the "R" ratings of a revolving account; instalment and open
 * accounts use I and O with the same numbers). A rating-change letter names the rating the
 * consumer asks for, picked from these with a plain-language label. R0 (too new to rate) and R6
 * (not used) are left out: nobody asks a bureau for them.
 *
 * Only R7 is in the project's reference notes (consumer proposals, debt management plans and
 * orderly payment of debts are reported R7); the other meanings are the bureaus' common usage,
 * kept unconfirmed until a bureau page is recorded.
 */

export const CREDIT_RATINGS = ['R1', 'R2', 'R3', 'R4', 'R5', 'R7', 'R8', 'R9'] as const;
export type CreditRating = (typeof CREDIT_RATINGS)[number];

const COMMON_USAGE =
  'Equifax Canada and TransUnion Canada rating scale, common usage (no page recorded)';

/** What each rating means, as a consumer reads it and as a letter prints it after the code. */
export const CREDIT_RATING_MEANINGS: Readonly<Record<CreditRating, BilingualFact<string>>> = {
  R1: unconfirmed('paid as agreed (within 30 days of the due date)', COMMON_USAGE),
  R2: unconfirmed('paid 30 to 59 days late', COMMON_USAGE),
  R3: unconfirmed('paid 60 to 89 days late', COMMON_USAGE),
  R4: unconfirmed('paid 90 to 119 days late', COMMON_USAGE),
  R5: unconfirmed('paid 120 days or more late', COMMON_USAGE),
  R7: fact(
    'paid through a consumer proposal or a debt management plan',
    `${REFERENCE_NOTES}: debt relief options table`,
  ),
  R8: unconfirmed('repossession', COMMON_USAGE),
  R9: unconfirmed('bad debt, sent to collection or included in a bankruptcy', COMMON_USAGE),
};

/** "R7 (paid through a consumer proposal or a debt management plan)", in either language. */
export function creditRatingLabel(rating: CreditRating, language: TextLanguage = 'en'): string {
  return `${rating} (${inLanguage(CREDIT_RATING_MEANINGS[rating], language)})`;
}
