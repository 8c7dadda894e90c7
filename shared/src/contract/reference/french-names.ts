import { type BilingualFact, bilingual, type TextLanguage } from './fact';

/**
 * The French names a French letter prints for statutes and bodies the reference data names in
 * English (issue 15). Only official French forms are here: Québec's statutes are enacted in
 * French, and the federal bodies publish their French names on their bilingual sites. A statute
 * of another province has no entry, so a French letter keeps its official English title, in
 * quotes (« Consumer Reporting Act »), rather than a translation passed off as a title.
 */

/** A statute's French title and citation, as the official French version writes them. */
export interface FrenchStatuteTitle {
  readonly name: string;
  /** The citation in French form, or null where the English data gives none. */
  readonly citation: string | null;
  readonly source: string;
}

const LEGISQUEBEC = 'LégisQuébec (legisquebec.gouv.qc.ca), official French title';

/** Keyed by the English name in the reference data (provincial.ts, limitation-periods.ts). */
const FRENCH_STATUTE_TITLES: Readonly<Record<string, FrenchStatuteTitle>> = {
  'Credit Assessment Agents Act': {
    name: 'Loi sur les agents d’évaluation du crédit',
    citation: 'RLRQ, c. A-8.2',
    source: LEGISQUEBEC,
  },
  'Act respecting the protection of personal information in the private sector': {
    name: 'Loi sur la protection des renseignements personnels dans le secteur privé',
    citation: 'RLRQ, c. P-39.1',
    source: LEGISQUEBEC,
  },
  'Act respecting the collection of certain debts': {
    name: 'Loi sur le recouvrement de certaines créances',
    citation: 'RLRQ, c. R-2.2',
    source: LEGISQUEBEC,
  },
  'Civil Code of Québec': {
    name: 'Code civil du Québec',
    citation: null,
    source: LEGISQUEBEC,
  },
};

/** The official French title of a statute, or null when the reference data has none. */
export function frenchStatuteTitle(englishName: string): FrenchStatuteTitle | null {
  return FRENCH_STATUTE_TITLES[englishName] ?? null;
}

/** The French names of the federal and national bodies the letters name. */
export const FRENCH_BODY_NAMES: Readonly<Record<string, BilingualFact<string>>> = {
  opc: bilingual(
    'Office of the Privacy Commissioner of Canada',
    'Commissariat à la protection de la vie privée du Canada',
    'priv.gc.ca',
    'official French name (priv.gc.ca, French version)',
  ),
  cafc: bilingual(
    'Canadian Anti-Fraud Centre',
    'Centre antifraude du Canada',
    'antifraudcentre-centreantifraude.ca',
    'official French name (antifraudcentre-centreantifraude.ca, French version)',
  ),
  fcac: bilingual(
    'Financial Consumer Agency of Canada',
    'Agence de la consommation en matière financière du Canada',
    'canada.ca/en/financial-consumer-agency',
    'official French name (canada.ca/fr/agence-consommation-matiere-financiere)',
  ),
  obsi: bilingual(
    'Ombudsman for Banking Services and Investments',
    'Ombudsman des services bancaires et d’investissement',
    'project reference notes (no page recorded)',
    'official French name (obsi.ca, French version)',
  ),
  ccts: bilingual(
    'Commission for Complaints for Telecom-television Services',
    'Commission des plaintes relatives aux services de télécom-télévision',
    'project reference notes (no page recorded)',
    'official French name (ccts-cprst.ca, French version)',
  ),
  osb: bilingual(
    'Office of the Superintendent of Bankruptcy',
    'Bureau du surintendant des faillites',
    'ised-isde.canada.ca/site/office-superintendent-bankruptcy',
    'official French name (ised-isde.canada.ca/site/bureau-surintendant-faillites/fr)',
  ),
  'competition-bureau': bilingual(
    'Competition Bureau',
    'Bureau de la concurrence',
    'competition-bureau.canada.ca',
    'official French name (bureaudelaconcurrence.gc.ca, French version)',
  ),
};

/** The French short names (acronyms) of those bodies, where they differ from the English. */
export const FRENCH_BODY_SHORT_NAMES: Readonly<Record<string, string>> = {
  opc: 'CPVP',
  cafc: 'CAFC',
  fcac: 'ACFC',
  obsi: 'OSBI',
  ccts: 'CPRST',
  osb: 'BSF',
};

/**
 * A federal or complaints body as a page titles it: "Financial Consumer Agency of Canada (FCAC)",
 * « Agence de la consommation en matière financière du Canada (ACFC) ».
 */
export function agencyTitleIn(
  agency: { readonly id: string; readonly name: string; readonly shortName: string | null },
  language: TextLanguage,
): string {
  const french = language === 'fr' ? FRENCH_BODY_NAMES[agency.id] : undefined;
  const name = french ? french.fr : agency.name;
  const short = (language === 'fr' ? FRENCH_BODY_SHORT_NAMES[agency.id] : null) ?? agency.shortName;
  return short ? `${name} (${short})` : name;
}

/** The reference data's phone labels in French (the product's words for what each line is for). */
const PHONE_LABELS_FR: Readonly<Record<string, string>> = {
  General: 'Ligne générale',
  'From outside North America': 'De l’extérieur de l’Amérique du Nord',
  'Lost or stolen SIN': 'NAS perdu ou volé',
  'Consumer services': 'Service à la clientèle',
  Fraud: 'Fraude',
  Disputes: 'Contestations',
  'Consumer relations in Québec': 'Relations avec les consommateurs au Québec',
  'Consumer relations outside Québec': 'Relations avec les consommateurs hors Québec',
};

/** A phone line's label in a language; a label without French stays as it is. */
export function phoneLabelIn(label: string, language: TextLanguage): string {
  return (language === 'fr' ? PHONE_LABELS_FR[label] : undefined) ?? label;
}

/**
 * A provincial body's name in a French letter: its official French name where the body
 * publishes one, else `null` with the reason, and the letter keeps the official English name (a
 * proper name, like a statute's title) rather than a translation passed off as a name.
 */
export interface ProvincialBodyFrenchName {
  readonly fr: string | null;
  /** Where the French name was read, or why there is none. */
  readonly source: string;
}

/** Searched for in 2026 (the body's site and its government's French pages): none found. */
const NO_FRENCH_NAME_FOUND = 'no French name found (searched 2026): the English name is kept';
/** Not searched: a body of a government that publishes in English only. */
const ENGLISH_ONLY_GOVERNMENT =
  'a body of a government that publishes in English only; no French name known: the English name is kept';

/**
 * Keyed by the English name the reference data gives (provincial.ts' consumer offices,
 * escalation.ts' commissioners). Québec's bodies are named in French in the data itself.
 */
export const PROVINCIAL_BODY_FRENCH_NAMES: Readonly<Record<string, ProvincialBodyFrenchName>> = {
  'Consumer Protection Office': {
    fr: 'Office de la protection du consommateur',
    source: 'Manitoba’s French page of the office (web40.gov.mb.ca/cp/cpo/index.fr.html)',
  },
  'Financial and Consumer Services Commission (FCNB)': {
    fr: 'Commission des services financiers et des services aux consommateurs (FCNB)',
    source:
      'New Brunswick’s Loi sur la Commission des services financiers et des services aux consommateurs, LN-B 2013, c. 30 (laws.gnb.ca/fr); FCNB is the acronym in both languages',
  },
  'Consumer Protection Ontario': {
    fr: 'Protection du consommateur de l’Ontario',
    source:
      'ontario.ca/fr (guide des programmes et services pour les aînés, « Sécurité et protection »)',
  },
  'Consumer Protection BC': { fr: null, source: ENGLISH_ONLY_GOVERNMENT },
  'Digital Government and Service NL': { fr: null, source: ENGLISH_ONLY_GOVERNMENT },
  'Consumer Affairs, Department of Municipal and Community Affairs': {
    fr: null,
    source:
      'the Northwest Territories publish no French name for the Consumer Affairs unit (its guide is in English only, checked 2026): the English name is kept',
  },
  'Consumer, Corporate and Financial Services Division': { fr: null, source: NO_FRENCH_NAME_FOUND },
  'Financial and Consumer Affairs Authority, Consumer Protection Division': {
    fr: null,
    source: NO_FRENCH_NAME_FOUND,
  },
  'Office of the Information and Privacy Commissioner for British Columbia': {
    fr: null,
    source: ENGLISH_ONLY_GOVERNMENT,
  },
  'Office of the Information and Privacy Commissioner of Alberta': {
    fr: null,
    source: ENGLISH_ONLY_GOVERNMENT,
  },
};

/** A provincial body's name as a French letter prints it: its French name, else its English one. */
export function frenchBodyName(englishName: string): string {
  return PROVINCIAL_BODY_FRENCH_NAMES[englishName]?.fr ?? englishName;
}

/**
 * The provisions the reference data notes beside a statute (provincial.ts), in French: the
 * product's translation of each note, the statute's part or section kept as cited.
 */
const PROVISIONS_FR: Readonly<Record<string, string>> = {
  'Part 6: credit reporting': 'partie 6 : dossiers de crédit',
  'Part 7: debt collection': 'partie 7 : recouvrement de dettes',
  'Part XII: collection agents': 'partie XII : agents de recouvrement',
  'In force since 2017; also regulates credit repairers, who may not charge fees in advance':
    'en vigueur depuis 2017 ; elle encadre aussi les entreprises de réparation de crédit, qui ne peuvent pas se faire payer d’avance',
  'As inherited from the Northwest Territories': 'héritée des Territoires du Nord-Ouest',
  's. 13: correcting errors': 'art. 13 : correction des erreurs',
  'ss. 12.1 to 12.4: security alerts and freezes':
    'art. 12.1 à 12.4 : alertes de sécurité et gels de dossier',
  's. 18: a debt past its limitation period may not be reported':
    'art. 18 : une dette prescrite ne peut pas être déclarée',
};

/** A statute's provision note in a language; a note without French stays as it is. */
export function provisionIn(provision: string, language: TextLanguage): string {
  return (language === 'fr' ? PROVISIONS_FR[provision] : undefined) ?? provision;
}
