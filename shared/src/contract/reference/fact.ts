/**
 * A reference fact: the value, where it was found, and whether it is unconfirmed.
 *
 * Unconfirmed means only a third-party page gave it, or sources disagree. Such a value may be
 * shown only where the product lets the user check and edit it (a pre-filled, editable field),
 * never printed unprompted on a letter.
 */
export interface Fact<T> {
  /** The value in English, as the source gives it (or as the product words it). */
  readonly value: T;
  /** Where the value was found: a page, a statute, or the reference notes. */
  readonly source: string;
  readonly unconfirmed?: true;
  /**
   * The same value in French, where the product prints it in French (a French letter, the
   * reference pages in French). How the French was obtained is said in `frSource`.
   */
  readonly fr?: T;
  /**
   * Where the French comes from: the source itself when it gives a French form (an official
   * French title), or what the product did to the sourced value (a translation, the French
   * postal form of the sourced address). Never a page that was not read.
   */
  readonly frSource?: string;
}

/** A fact the product prints in both languages: its French is required. */
export type BilingualFact<T> = Fact<T> & { readonly fr: T; readonly frSource: string };

/** The languages a letter and the reference texts can be written in. */
export const TEXT_LANGUAGES = ['en', 'fr'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** Said of a French value the product wrote from the English one, stating the same thing. */
export const TRANSLATED = 'French translation of the sourced English value';

export function fact<T>(value: T, source: string): Fact<T> {
  return { value, source };
}

export function unconfirmed<T>(value: T, source: string): Fact<T> {
  return { value, source, unconfirmed: true };
}

/** A fact with its French value, and where the French comes from (TRANSLATED by default). */
export function bilingual<T>(
  value: T,
  fr: T,
  source: string,
  frSource = TRANSLATED,
): BilingualFact<T> {
  return { value, source, fr, frSource };
}

/** A fact (confirmed or not) given its French value. */
export function withFrench<T>(
  fact: Fact<T>,
  fr: T,
  frSource: string = TRANSLATED,
): BilingualFact<T> {
  return { ...fact, fr, frSource };
}

/** The one way to read a fact in a language: its French where it has one, else its value. */
export function inLanguage<T>(fact: Fact<T>, language: TextLanguage): T {
  return language === 'fr' && fact.fr !== undefined ? fact.fr : fact.value;
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
