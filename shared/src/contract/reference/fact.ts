/**
 * A reference fact: the value, where it was found, and whether it is unconfirmed.
 *
 * Unconfirmed means only a third-party page gave it, or sources disagree. Such a value may be
 * shown only where the product lets the user check and edit it (a pre-filled, editable field),
 * never printed unprompted on a letter.
 */
export interface Fact<T> {
  readonly value: T;
  /** Where the value was found: a page, a statute, or the reference notes. */
  readonly source: string;
  readonly unconfirmed?: true;
}

export function fact<T>(value: T, source: string): Fact<T> {
  return { value, source };
}

export function unconfirmed<T>(value: T, source: string): Fact<T> {
  return { value, source, unconfirmed: true };
}

/** A phone line with what it is for. */
export interface PhoneLine {
  readonly label: string;
  readonly number: string;
}

/**
 * The source named for facts the reference notes list without a page (the provincial table and the
 * escalation bodies). Kept honest rather than invented.
 */
export const REFERENCE_NOTES = 'project reference notes (no page recorded)';
