import { LETTER_GROUPS, type LetterGroupId, type LetterGroupSlug } from 'shared/contract';

export interface LetterGroupTab {
  gid: LetterGroupId;
  /** The tab's route below /app/my-generated-letters, also its catalog key. */
  slug: LetterGroupSlug;
  /** The suite that makes this group's letters, for the empty list's link. */
  suitePath: string;
}

const SUITE_PATHS: Record<LetterGroupSlug, string> = {
  'credit-report': '/app/credit-report-suite',
  'credit-repair': '/app/credit-repair-suite',
  'debt-settlement': '/app/debt-settlement-suite',
};

/** The three tabs of spec section 2, in the order of the letter groups. */
export const LETTER_GROUP_TABS: readonly LetterGroupTab[] = LETTER_GROUPS.map(({ gid, slug }) => ({
  gid,
  slug,
  suitePath: SUITE_PATHS[slug],
}));

/** The tab shown at /app/my-generated-letters. */
export const DEFAULT_GROUP_SLUG: LetterGroupSlug = 'credit-report';
