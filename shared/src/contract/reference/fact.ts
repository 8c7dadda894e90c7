import { valueIn } from './french-reference';

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
}

/**
 * A fact the product prints in both languages. Its French is not here: it is in the French part
 * of the reference data (french-names.ts, keyed by the English value, each with where its French
 * comes from), downloaded only by a page shown in French and loaded at once by the API.
 * reference tests check that each of these facts has its French there.
 */
export type BilingualFact<T> = Fact<T>;

/** The languages a letter and the reference texts can be written in. */
export const TEXT_LANGUAGES = ['en', 'fr'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

export function fact<T>(value: T, source: string): Fact<T> {
  return { value, source };
}

export function unconfirmed<T>(value: T, source: string): Fact<T> {
  return { value, source, unconfirmed: true };
}

/**
 * The one way to read a fact in a language: in French, its French from the French part of the
 * reference data (french-reference.ts), else its value; in English, its value.
 */
export function inLanguage<T>(fact: Fact<T>, language: TextLanguage): T {
  return valueIn(fact.value, language);
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
