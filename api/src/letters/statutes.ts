import {
  frenchStatuteTitle,
  PROVINCIAL_FACTS,
  type Province,
  type ProvinceCode,
  provinceLabel,
  type Statute,
} from 'shared/contract';
import { keepTogether } from './format';
import type { LetterLanguage } from './language';
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

/**
 * "the A, RSA 2000, c C-26.3, and the B": a comma closes a citation before the next statute. In
 * French after « en vertu », each citation takes its own « de » (`afterDe`): « de la Loi A,
 * RLRQ, c., et de la Loi B », « du Code civil du Québec ».
 */
export function joinCitations(
  laws: readonly Statute[],
  language: LetterLanguage = 'en',
  afterDe = false,
): string {
  const cite = (law: Statute) => {
    const cited = citeInSentence(law, language);
    return afterDe && language === 'fr' ? withDe(cited) : cited;
  };
  return laws.reduce((sentence, law, index) => {
    if (index === 0) return cite(law);
    const and = language === 'fr' ? 'et' : 'and';
    const joiner = laws[index - 1]?.citation ? `, ${and} ` : ` ${and} `;
    return sentence + joiner + cite(law);
  }, '');
}

/**
 * « de » before a French name with its article, contracted as French requires: « du Code civil »
 * (never « de le Code »), « des Lois », « de la Loi », « de l’Office ».
 */
export function withDe(named: string): string {
  if (named.startsWith('le ')) return `du ${named.slice(3)}`;
  if (named.startsWith('les ')) return `des ${named.slice(4)}`;
  return `de ${named}`;
}

/**
 * "the Consumer Reporting Act, RSO 1990, c C.33", the citation kept on one line. In French, a
 * statute with an official French title is cited by it (« la Loi sur les agents d’évaluation du
 * crédit, RLRQ, c. »); any other keeps its official English title, in quotes.
 */
export function citeInSentence(law: Statute, language: LetterLanguage = 'en'): string {
  if (language === 'fr') {
    const french = frenchStatuteTitle(law);
    if (french) {
      const article = french.name.startsWith('Code') ? 'le' : 'la';
      return french.citation
        ? `${article} ${french.name}, ${keepTogether(french.citation)}`
        : `${article} ${french.name}`;
    }
    // A regulation is « le règlement », an act « la loi ».
    const title = /\bRegulations?\b/.test(law.name)
      ? `le règlement « ${law.name} »`
      : `la loi « ${law.name} »`;
    return law.citation ? `${title}, ${keepTogether(law.citation)}` : title;
  }
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
  /** "governs" or "govern", agreeing with the number of laws (« régit » / « régissent »). */
  governs: string;
  /** "under the A" / « en vertu de la A et de la B »: the laws a request is made under. */
  under: string;
  /** True when several laws are cited (for the agreement of a French sentence). */
  several: boolean;
}

export function citedLaws(
  personal: LetterPersonalData,
  kind: StatuteKind,
  language: LetterLanguage = 'en',
): CitedLaws | null {
  const { province, laws } = provincialStatutes(personal, kind);
  if (laws.length === 0) return null;
  const cited = joinCitations(laws, language);
  const several = laws.length > 1;
  return {
    province,
    provinceName: provinceName(province, language),
    cited,
    citedBeforeVerb: laws.at(-1)?.citation ? `${cited},` : cited,
    governs: language === 'fr' ? (several ? 'régissent' : 'régit') : several ? 'govern' : 'governs',
    under: language === 'fr' ? `en vertu ${joinCitations(laws, language, true)}` : `under ${cited}`,
    several,
  };
}

/**
 * The province's name in a sentence ("I live in …", "Government of …"): the wizard lists
 * abbreviate Prince Edward Island, and English says "the Northwest Territories".
 */
export function provinceName(province: Province, language: LetterLanguage = 'en'): string {
  if (language === 'fr') return provinceLabel(province.code, 'fr');
  if (province.code === 'NT') return 'the Northwest Territories';
  return province.code === 'PE' ? 'Prince Edward Island' : province.name;
}

/**
 * How French says "in" and "of" each province or territory: « en Ontario », « au Québec », « à
 * l’Île-du-Prince-Édouard », « dans les Territoires du Nord-Ouest »; « de l’Ontario », « du
 * Québec », « de la Colombie-Britannique », « des Territoires du Nord-Ouest ».
 */
const FRENCH_PREPOSITIONS: Readonly<Record<ProvinceCode, { in: string; of: string }>> = {
  AB: { in: 'en', of: 'de l’' },
  BC: { in: 'en', of: 'de la' },
  MB: { in: 'au', of: 'du' },
  NB: { in: 'au', of: 'du' },
  NL: { in: 'à', of: 'de' },
  NS: { in: 'en', of: 'de la' },
  NT: { in: 'dans les', of: 'des' },
  NU: { in: 'au', of: 'du' },
  ON: { in: 'en', of: 'de l’' },
  PE: { in: 'à l’', of: 'de l’' },
  QC: { in: 'au', of: 'du' },
  SK: { in: 'en', of: 'de la' },
  YT: { in: 'au', of: 'du' },
};

/** A preposition before a name: no space after an elided article (« de l’Ontario »). */
function before(preposition: string, name: string): string {
  return preposition.endsWith('’') ? `${preposition}${name}` : `${preposition} ${name}`;
}

/** « en Ontario », « au Québec », « dans les Territoires du Nord-Ouest ». */
export function inProvinceFr(province: Province): string {
  return before(FRENCH_PREPOSITIONS[province.code].in, provinceLabel(province.code, 'fr'));
}

/** « de l’Ontario », « du Québec », « des Territoires du Nord-Ouest ». */
export function ofProvinceFr(province: Province): string {
  return before(FRENCH_PREPOSITIONS[province.code].of, provinceLabel(province.code, 'fr'));
}
