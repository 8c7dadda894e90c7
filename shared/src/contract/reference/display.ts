import { provinceLabel } from '../option-labels';
import { PROVINCES, type ProvinceCode } from '../provinces';
import { type Fact, inLanguage, type TextLanguage } from './fact';
import { frenchStatuteTitle, valueIn } from './french-reference';
import type { Statute } from './provincial';

/**
 * How the read-only reference pages show the facts. They state confirmed facts only: a value only
 * a third-party page gave, or one sources disagree on, may appear only where the user can check
 * and edit it (fact.ts).
 */
export function confirmed<T>(facts: readonly Fact<T>[], language: TextLanguage = 'en'): T[] {
  return facts.filter((fact) => !fact.unconfirmed).map((fact) => inLanguage(fact, language));
}

export function confirmedValue<T>(fact: Fact<T> | null, language: TextLanguage = 'en'): T | null {
  return fact && !fact.unconfirmed ? inLanguage(fact, language) : null;
}

/** Every province and territory, in the order of the province ids. */
export const PROVINCE_ROWS: readonly ProvinceCode[] = PROVINCES.map((province) => province.code);

/**
 * A province's name for reading, in a language: its option label (provinceLabel, the one list
 * of names in both languages), with the English option's short 'PEI' written out.
 */
export function provinceReadingName(code: ProvinceCode, language: TextLanguage = 'en'): string {
  if (language === 'en' && code === 'PE') return 'Prince Edward Island';
  return provinceLabel(code, language);
}

/**
 * "Consumer Reporting Act, RSO 1990, c C.33"; in French, the official French title and citation
 * where there is one (« Loi sur les agents d’évaluation du crédit, RLRQ, c. A-8.2 »), else the
 * official English title, as the letters cite it.
 */
export function statuteTitle(law: Statute, language: TextLanguage = 'en'): string {
  const french = language === 'fr' ? frenchStatuteTitle(law) : null;
  const name = french?.name ?? law.name;
  const citation = french ? french.citation : law.citation;
  return citation ? `${name}, ${citation}` : name;
}

/** "Collection and Debt Settlement Services Act, RSO 1990, c C.14 (Part 7: debt collection)" */
export function statuteLine(law: Statute, language: TextLanguage = 'en'): string {
  const title = statuteTitle(law, language);
  const provisions = law.provisions.map((provision) => valueIn(provision, language));
  const separator = language === 'fr' ? ' ; ' : '; ';
  return provisions.length > 0 ? `${title} (${provisions.join(separator)})` : title;
}

/** A phone number as a tel: link target ('1-866-828-5961' to '+18668285961'). */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
