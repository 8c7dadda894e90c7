import { localeFormat, type TextLanguage } from 'shared/contract';
// The French of the reference data (bodies' names, French postal forms, statute titles), which a
// page downloads only in French: the API writes letters in either language, so it loads it now.
import 'shared/contract/french-names';
import { keepTogether, NBSP } from './format';
import type { IsoDate } from './types';

/**
 * A letter's language (issue 15): the body's `language`, English when absent. The letter's own
 * words follow it; its instructions page follows the language of the request that made it.
 */
export type LetterLanguage = TextLanguage;

/** One text in each language: the one way a template writes a sentence in both. */
export function inLetterLanguage<T>(language: LetterLanguage, texts: { en: T; fr: T }): T {
  return texts[language];
}

/**
 * "2026-11-24" as « 24 novembre 2026 » (« 1er novembre 2026 » on the first of a month, as French
 * writes it), or as "November 24, 2026" in English. Text that is no date prints as given. A French
 * date stays on one line: a reader must never meet « du 23 » at a line's end and « septembre »
 * on the next.
 */
export function longDate(date: IsoDate, language: LetterLanguage): string {
  const written = localeFormat(localeOf(language)).calendarDate(date);
  return language === 'fr' ? keepTogether(written) : written;
}

/** An amount as a letter prints it, on one line: "$1,234.56" or « 1 234,56 $ ». */
export function money(amount: number, language: LetterLanguage): string {
  const written = localeFormat(localeOf(language)).money(amount);
  if (language === 'en') return keepTogether(written);
  // fr-CA groups with U+00A0 or U+202F depending on the ICU version: one no-break space always.
  return written.replace(/[\s\u202f]/g, NBSP);
}

function localeOf(language: LetterLanguage): string {
  return language === 'fr' ? 'fr-CA' : 'en-CA';
}

/**
 * French punctuation for a sentence the product writes: a no-break space before : ; ? ! » and
 * after «, so none of them starts a line. English text is returned as it is.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;?!»])/g, `${NBSP}$1`).replace(/« /g, `«${NBSP}`);
}

/** « que » before a name, elided before a vowel: « qu’Équifax Canada », « que TransUnion ». */
export function queBefore(name: string): string {
  return /^[AEIOUYÉÈÊÀaeiouyéèêà]/.test(name) ? `qu’${name}` : `que ${name}`;
}

/** « 2 ans » / "2 years", kept on one line. */
export function yearsIn(count: number, language: LetterLanguage): string {
  return keepTogether(
    language === 'fr'
      ? `${count} ${count === 1 ? 'an' : 'ans'}`
      : `${count} ${count === 1 ? 'year' : 'years'}`,
  );
}
