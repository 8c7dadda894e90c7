import { type BilingualFact, bilingual } from './fact';

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
};

/** The French short names (acronyms) of those bodies, where they differ from the English. */
export const FRENCH_BODY_SHORT_NAMES: Readonly<Record<string, string>> = {
  opc: 'CPVP',
  cafc: 'CAFC',
  fcac: 'ACFC',
  obsi: 'OSBI',
  ccts: 'CPRST',
};
