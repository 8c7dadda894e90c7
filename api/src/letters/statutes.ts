import { PROVINCIAL_FACTS, type Province, type Statute } from 'shared/contract';
import { keepTogether } from './format';
import { provinceForLetters } from './province';
import type { LetterPersonalData } from './types';

/**
 * The provincial statutes a letter cites (decisions.md section 5): the consumer's province (from
 * the current address, the postal code winning) and its laws of one kind. Shared by every
 * template, so a citation reads the same in every letter.
 */

/** Which of the province's laws: credit reporting (to bureaus) or collection (to creditors). */
export type StatuteKind = 'creditReporting' | 'collection';

export interface ProvincialStatutes {
  province: Province;
  /** Empty where the reference data knows none for that province: the letter then cites none. */
  laws: readonly Statute[];
}

export function provincialStatutes(
  personal: LetterPersonalData,
  kind: StatuteKind,
): ProvincialStatutes {
  const province = provinceForLetters(personal.currentAddress);
  return { province, laws: PROVINCIAL_FACTS[province.code][kind]?.value ?? [] };
}

/** "the A, RSA 2000, c C-26.3, and the B": a comma closes a citation before the next statute. */
export function joinCitations(laws: readonly Statute[]): string {
  return laws.reduce((sentence, law, index) => {
    if (index === 0) return citeInSentence(law);
    const joiner = laws[index - 1]?.citation ? ', and ' : ' and ';
    return sentence + joiner + citeInSentence(law);
  }, '');
}

/** "the Consumer Reporting Act, RSO 1990, c C.33", the citation kept on one line. */
export function citeInSentence(law: Statute): string {
  // Manitoba's statute names begin with "The"; the others take an article mid-sentence.
  const name = law.name.startsWith('The ') ? law.name : `the ${law.name}`;
  return law.citation ? `${name}, ${keepTogether(law.citation)}` : name;
}

/** A province's laws of one kind as a letter cites them mid-sentence, or null where it has none. */
export interface CitedLaws {
  province: Province;
  /** The province as a sentence names it ('Prince Edward Island', where the lists say 'PEI'). */
  provinceName: string;
  /** "the Consumer Reporting Act, RSO 1990, c C.33" (several joined with "and"). */
  cited: string;
  /** The same before a verb: a citation closes with a comma ("..., c C.33, governs"). */
  citedBeforeVerb: string;
  /** "governs" or "govern", agreeing with the number of laws. */
  governs: string;
}

export function citedLaws(personal: LetterPersonalData, kind: StatuteKind): CitedLaws | null {
  const { province, laws } = provincialStatutes(personal, kind);
  if (laws.length === 0) return null;
  const cited = joinCitations(laws);
  return {
    province,
    provinceName: provinceName(province),
    cited,
    citedBeforeVerb: laws.at(-1)?.citation ? `${cited},` : cited,
    governs: laws.length > 1 ? 'govern' : 'governs',
  };
}

/** The province's name in a sentence: the wizard lists abbreviate Prince Edward Island. */
export function provinceName(province: Province): string {
  return province.code === 'PE' ? 'Prince Edward Island' : province.name;
}
