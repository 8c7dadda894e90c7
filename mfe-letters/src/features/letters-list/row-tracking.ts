import {
  type GeneratedLetter,
  isFollowUpLetter,
  isFollowUpOffered,
  isOverdue,
} from 'shared/contract';

/** What a row shows of the tracker, worked out from the list and the consumer's today. */
export interface RowTracking {
  overdue: boolean;
  /** The rules offer a follow-up and none was made from this letter yet (one per letter). */
  followUpOffered: boolean;
  /** For a follow-up letter: the letter it follows up, while that one still exists. */
  firstLetter: GeneratedLetter | null;
  /** The follow-up letter made from this one, if any. */
  followUp: GeneratedLetter | null;
  /** For an escalation letter: the letter it is about, while that one still exists. */
  escalatedLetter: GeneratedLetter | null;
  /** The escalation letters made from this one. */
  escalations: GeneratedLetter[];
}

export function rowTracking(
  letter: GeneratedLetter,
  letters: readonly GeneratedLetter[],
  today: string,
): RowTracking {
  const followUp = letters.find((other) => other.follow_up_of === letter.id) ?? null;
  const firstLetter = isFollowUpLetter(letter)
    ? (letters.find((other) => other.id === letter.follow_up_of) ?? null)
    : null;
  return {
    overdue: isOverdue(letter, today),
    followUpOffered: followUp === null && isFollowUpOffered(letter, today),
    firstLetter,
    followUp,
    escalatedLetter: letter.escalation_of
      ? (letters.find((other) => other.id === letter.escalation_of) ?? null)
      : null,
    escalations: letters.filter((other) => other.escalation_of === letter.id),
  };
}
