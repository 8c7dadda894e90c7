import { LIMITATION_PERIODS, limitationPeriodText } from '../limitation-periods';
import { type FrenchStatuteTitle, installFrenchReference } from './french-reference';
import { type FrenchValue, french, frenchValues } from './french-value';

/**
 * The French of the reference data (issue 15): every French value a French page or letter prints
 * for the facts of bureaus.ts, agencies.ts, retention.ts and the others, each beside its English
 * one (its key) with where the French comes from. A part of its own: a page shown in French
 * downloads it once, a page in English never (french-reference.ts); the API imports it at once.
 *
 * Only official French forms are given as names: Québec's statutes are enacted in French, and the
 * federal bodies publish their French names on their bilingual sites. A statute of another
 * province has no entry, so a French letter keeps its official English title, in quotes
 * (« Consumer Reporting Act »), rather than a translation passed off as a title.
 */

/**
 * Said of an address: the sources give it in English only, so its French is the same address in
 * Canada Post's French form, nothing added.
 */
const FRENCH_POSTAL_FORM =
  'French postal form (Canada Post) of the sourced address; the source gives it in English only';

const LEGISQUEBEC = 'LégisQuébec (legisquebec.gouv.qc.ca), official French title';

/**
 * Keyed by the English citation in the reference data (provincial.ts, limitation-periods.ts), or
 * by the English name of a statute cited without one.
 */
const FRENCH_STATUTE_TITLES: Readonly<Record<string, FrenchStatuteTitle>> = {
  // Ontario publishes its statutes in both languages (ontario.ca/fr/lois).
  'RSO 1990, c C.33': {
    name: 'Loi sur les renseignements concernant le consommateur',
    citation: 'L.R.O. 1990, chap. C.33',
    source: 'Lois-en-ligne, French version (ontario.ca/fr/lois/loi/90c33)',
  },
  'RSO 1990, c C.14': {
    name: 'Loi sur les services de recouvrement et de règlement de dette',
    citation: 'L.R.O. 1990, chap. C.14',
    source:
      'Lois-en-ligne, French version (ontario.ca/fr/lois/reglement/900074, the act’s general regulation, and ontario.ca/fr/lois/loi/90c14)',
  },
  // New Brunswick enacts its statutes in both languages.
  'Credit Reporting Services Act': {
    name: 'Loi sur les services d’évaluation du crédit',
    citation: null,
    source: 'the bill as enacted, French version (legnb.ca, projet de loi 55, 58e législature)',
  },
  'SNB 2011, c 126': {
    name: 'Loi sur les services de recouvrement et de règlement de dette',
    citation: 'LN-B 2011, ch. 126',
    source: 'Lois et règlements du Nouveau-Brunswick (lois.gnb.ca/fr/document/lc/2011-C.126)',
  },
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
  'Personal Information Protection and Electronic Documents Act': {
    name: 'Loi sur la protection des renseignements personnels et les documents électroniques',
    citation: 'LC 2000, ch 5',
    source: 'Justice Laws Website (laws-lois.justice.gc.ca), official French title',
  },
  // Manitoba enacts its statutes in both languages: the French title and citation as its bilingual
  // consolidation prints them.
  'CCSM c P34': {
    name: 'Loi sur les enquêtes relatives aux particuliers',
    citation: 'CPLM, c. P34',
    source:
      'Manitoba’s bilingual consolidation (web2.gov.mb.ca/laws/regs/current/392-87r.php: « Loi sur les enquêtes relatives aux particuliers, c. P34 de la C.P.L.M. »)',
  },
  'CCSM c C200': {
    name: 'Loi sur la protection du consommateur',
    citation: 'CPLM, c. C200',
    source:
      'Manitoba’s French page of its Consumer Protection Office (web40.gov.mb.ca/cp/cpo/print,index.fr.html), which lists the acts it administers',
  },
  'Civil Code of Québec': {
    name: 'Code civil du Québec',
    citation: null,
    source: LEGISQUEBEC,
  },
};

/**
 * The French names of the federal and national bodies the letters name, by the body's id in
 * agencies.ts (where the English name has its own source).
 */
export const FRENCH_BODY_NAMES: Readonly<Record<string, FrenchValue<string>>> = {
  opc: french(
    'Office of the Privacy Commissioner of Canada',
    'Commissariat à la protection de la vie privée du Canada',
    'official French name (priv.gc.ca, French version)',
  ),
  cafc: french(
    'Canadian Anti-Fraud Centre',
    'Centre antifraude du Canada',
    'official French name (antifraudcentre-centreantifraude.ca, French version)',
  ),
  fcac: french(
    'Financial Consumer Agency of Canada',
    'Agence de la consommation en matière financière du Canada',
    'official French name (canada.ca/fr/agence-consommation-matiere-financiere)',
  ),
  obsi: french(
    'Ombudsman for Banking Services and Investments',
    'Ombudsman des services bancaires et d’investissement',
    'official French name (obsi.ca, French version)',
  ),
  ccts: french(
    'Commission for Complaints for Telecom-television Services',
    'Commission des plaintes relatives aux services de télécom-télévision',
    'official French name (ccts-cprst.ca, French version)',
  ),
  osb: french(
    'Office of the Superintendent of Bankruptcy',
    'Bureau du surintendant des faillites',
    'official French name (ised-isde.canada.ca/site/bureau-surintendant-faillites/fr)',
  ),
  'competition-bureau': french(
    'Competition Bureau',
    'Bureau de la concurrence',
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
/** The reference data's phone labels in French (the product's words for what each line is for). */
const PHONE_LABELS: Readonly<Record<string, string>> = {
  General: 'Ligne générale',
  'From outside North America': 'De l’extérieur de l’Amérique du Nord',
  'Lost or stolen SIN': 'NAS perdu ou volé',
  'Consumer services': 'Service à la clientèle',
  Fraud: 'Fraude',
  Disputes: 'Contestations',
  'Consumer relations in Québec': 'Relations avec les consommateurs au Québec',
  'Consumer relations outside Québec': 'Relations avec les consommateurs hors Québec',
};

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
  'Consumer Investigations Unit, Service Alberta': { fr: null, source: ENGLISH_ONLY_GOVERNMENT },
  'Service Nova Scotia': { fr: null, source: NO_FRENCH_NAME_FOUND },
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

/**
 * The provisions the reference data notes beside a statute (provincial.ts), in French: the
 * product's translation of each note, the statute's part or section kept as cited.
 */
const PROVISIONS: Readonly<Record<string, string>> = {
  'Part 6: credit reporting': 'partie 6 : dossiers de crédit',
  'Part 7: debt collection': 'partie 7 : recouvrement de dettes',
  'Part XII: collection agents': 'partie XII : agents de recouvrement',
  'In force since 2017; also regulates credit repairers, who may not charge fees in advance':
    'en vigueur depuis 2017 ; elle encadre aussi les entreprises de réparation de crédit, qui ne peuvent pas se faire payer d’avance',
  'As inherited from the Northwest Territories': 'héritée des Territoires du Nord-Ouest',
  's. 13: correcting errors': 'art. 13 : correction des erreurs',
  'ss. 12.1 to 12.4: security alerts and freezes':
    'art. 12.1 à 12.4 : alertes de sécurité et gels de dossier',
  's. 8(2): the right to protest information in one’s file':
    'par. 8(2) : le droit de contester les renseignements de son dossier',
  's. 11: verifying protested information': 'art. 11 : vérification des renseignements contestés',
  's. 18: a debt past its limitation period may not be reported':
    'art. 18 : une dette prescrite ne peut pas être déclarée',
};

/** The facts' French, file by file of the reference data. */
const FACT_VALUES: readonly FrenchValue<unknown>[] = [
  // bureaus.ts: names, addresses, online forms, mail rules, identification, notes
  french(
    'Canada Post stopped delivering mail from November 15 to December 17, 2024, and again in 2025.',
    'Postes Canada a interrompu la livraison du courrier du 15 novembre au 17 décembre 2024, puis de nouveau en 2025.',
  ),
  french(
    ['National Consumer Relations', 'Box 190', 'Montréal QC  H1S 2Z2'],
    ['National Consumer Relations', 'C.P. 190', 'Montréal (Québec)  H1S 2Z2'],
    FRENCH_POSTAL_FORM,
  ),
  french(
    ['Equifax Canada Co.', 'Plainte pour le Québec', 'Box 190', 'Montréal QC  H1S 2Z2'],
    ['Equifax Canada Co.', 'Plainte pour le Québec', 'C.P. 190', 'Montréal (Québec)  H1S 2Z2'],
    FRENCH_POSTAL_FORM,
  ),
  french(
    'Equifax sends you its dispute form by email; you fill it in and submit it online.',
    'Équifax vous envoie son formulaire de contestation par courriel ; vous le remplissez et le soumettez en ligne.',
  ),
  french(
    'Say what is wrong in your file and what you ask Equifax to do, and add copies of your identification.',
    'Indiquez ce qui est inexact dans votre dossier et ce que vous demandez à Équifax de faire, et joignez des copies de vos pièces d’identité.',
  ),
  french(
    'Send copies of your documents, never the originals.',
    'Envoyez des copies de vos documents, jamais les originaux.',
  ),
  french(
    'Two pieces of government-issued identification, front and back, and a proof of address dated within the last 90 days when neither piece shows the current address.',
    'Deux pièces d’identité délivrées par un gouvernement, recto verso, et une preuve d’adresse datée de moins de 90 jours si aucune des deux pièces n’indique l’adresse actuelle.',
  ),
  french(
    'Copy of a government-issued photo identification, front and back',
    'Copie d’une pièce d’identité avec photo délivrée par un gouvernement, recto verso',
  ),
  french(
    'Copy of a second government-issued identification, front and back',
    'Copie d’une deuxième pièce d’identité délivrée par un gouvernement, recto verso',
  ),
  french(
    'Copy of a proof of current address dated within the last 90 days (a bill or a statement)',
    'Copie d’une preuve de l’adresse actuelle datée de moins de 90 jours (une facture ou un relevé)',
  ),
  french(
    'Equifax needs the proof of address only when neither piece of identification shows your current address. If you leave it out, cross it off the letter’s list of enclosures.',
    'Équifax n’exige la preuve d’adresse que si aucune des deux pièces d’identité n’indique votre adresse actuelle. Si vous ne la joignez pas, rayez-la de la liste des pièces jointes de la lettre.',
  ),
  french(
    'A dispute takes 15 to 20 days online and 20 to 25 days by mail.',
    'Une contestation prend de 15 à 20 jours en ligne et de 20 à 25 jours par la poste.',
  ),
  french(
    'A consumer statement may be up to 400 characters long.',
    'Une déclaration du consommateur peut compter jusqu’à 400 caractères.',
  ),
  french(
    'Residents of Québec can lock their Equifax file.',
    'Les résidents du Québec peuvent verrouiller leur dossier Équifax.',
  ),
  french(
    ['3115 Harvester Road, Suite 201', 'Burlington ON  L7N 3N8'],
    ['3115, Harvester Road, bureau 201', 'Burlington (Ontario)  L7N 3N8'],
    FRENCH_POSTAL_FORM,
  ),
  french(
    'The form takes your identifying details and your requests.',
    'Le formulaire recueille vos renseignements d’identification et vos demandes.',
  ),
  french(
    'One submission per person, holding every request: put all of yours in it.',
    'Une seule soumission par personne, qui regroupe toutes vos demandes : inscrivez-les toutes.',
  ),
  french(
    'No new submission while another of your disputes is open.',
    'Aucune nouvelle soumission tant qu’une autre de vos contestations est en cours.',
  ),
  french('Only for your own credit file.', 'Uniquement pour votre propre dossier de crédit.'),
  french(
    'Put each document on its own 8½ × 11 sheet.',
    'Mettez chaque document sur sa propre feuille de 8½ × 11.',
  ),
  french(
    'Photocopies (never originals) of two pieces of identification, both sides, that together show the name, current address, date of birth and signature.',
    'Des photocopies (jamais les originaux) de deux pièces d’identité, recto verso, qui indiquent ensemble le nom, l’adresse actuelle, la date de naissance et la signature.',
  ),
  french(
    'Photocopy of a first piece of identification, both sides',
    'Photocopie d’une première pièce d’identité, recto verso',
  ),
  french(
    'Photocopy of a second piece of identification, both sides',
    'Photocopie d’une deuxième pièce d’identité, recto verso',
  ),
  french(
    'Together, the two pieces must show your name, current address, date of birth and signature.',
    'Ensemble, les deux pièces doivent indiquer votre nom, votre adresse actuelle, votre date de naissance et votre signature.',
  ),
  french(
    'Send photocopies only, never originals.',
    'Envoyez uniquement des photocopies, jamais les originaux.',
  ),
  // retention.ts: each bureau's period
  french('6 years from the date of last activity', '6 ans après la date de la dernière activité'),
  french('6 years from the first delinquency', '6 ans après le premier défaut de paiement'),
  french(
    '6 years from the first delinquency with the original creditor',
    '6 ans après le premier défaut de paiement auprès du créancier d’origine',
  ),
  french('6 years from filing', '6 ans après le dépôt'),
  french(
    '6 years; 7 in NB, NL, ON and QC; 10 in PE',
    '6 ans ; 7 au N.-B., à T.-N.-L., en Ont. et au Qc ; 10 à l’Î.-P.-É.',
  ),
  french(
    '6 years after discharge; 14 years each if there was more than one',
    '6 ans après la libération ; 14 ans chacune s’il y en a eu plus d’une',
  ),
  french(
    '6 or 7 years after discharge depending on the province; 14 years for a second',
    '6 ou 7 ans après la libération selon la province ; 14 ans pour une deuxième',
  ),
  french(
    '3 years after it is paid, or 6 years after filing, whichever comes first',
    '3 ans après son remboursement ou 6 ans après son dépôt, selon la première échéance',
  ),
  french(
    '3 years after it is paid, or 6 years after signing, whichever is sooner',
    '3 ans après son remboursement ou 6 ans après sa signature, selon la première échéance',
  ),
  french(
    '2 years after it is paid, or 6 years from the start',
    '2 ans après son remboursement ou 6 ans après son début',
  ),
  french('2 years after it is paid', '2 ans après son remboursement'),
  french('3 years', '3 ans'),
  french('6 years', '6 ans'),
  french(
    'Alberta limits the reporting of debt information and judgments to 6 years.',
    'L’Alberta limite à 6 ans la déclaration des renseignements sur les dettes et les jugements.',
  ),
  // credit-ratings.ts: what each rating means
  french(
    'paid as agreed (within 30 days of the due date)',
    'payé selon les conditions convenues (dans les 30 jours suivant l’échéance)',
  ),
  french('paid 30 to 59 days late', 'payé avec 30 à 59 jours de retard'),
  french('paid 60 to 89 days late', 'payé avec 60 à 89 jours de retard'),
  french('paid 90 to 119 days late', 'payé avec 90 à 119 jours de retard'),
  french('paid 120 days or more late', 'payé avec 120 jours de retard ou plus'),
  french(
    'paid through a consumer proposal or a debt management plan',
    'payé dans le cadre d’une proposition de consommateur ou d’un programme de gestion de dettes',
  ),
  french('repossession', 'reprise de possession'),
  french(
    'bad debt, sent to collection or included in a bankruptcy',
    'créance irrécouvrable, confiée à une agence de recouvrement ou incluse dans une faillite',
  ),
  // identity-protection.ts: names, the fraud alert, the security freezes
  french(
    'Equifax Canada',
    'Équifax Canada',
    'the brand with its French accent (equifax.ca, French version)',
  ),
  french('TransUnion Canada', 'TransUnion Canada', 'the same name in French (transunion.ca)'),
  french('Service Canada', 'Service Canada', 'the same name in French (canada.ca)'),
  french(
    'Ask each credit bureau to add a fraud alert to your file. Lenders who check your file then see that they must confirm it is really you before they give credit in your name. A fraud alert can be added wherever you live in Canada.',
    'Demandez à chaque agence d’évaluation du crédit d’ajouter une alerte à la fraude à votre dossier. Les prêteurs qui le consultent voient alors qu’ils doivent s’assurer que c’est bien vous avant d’accorder du crédit à votre nom. Vous pouvez obtenir une alerte à la fraude partout au Canada.',
  ),
  french(
    'Credit Assessment Agents Act, s. 8',
    'Loi sur les agents d’évaluation du crédit, art. 8',
    'official French title (LégisQuébec)',
  ),
  french(
    'If you live in Québec, you can ask Equifax and TransUnion to put a security freeze on your credit file, free of charge. While it is in place, a bureau may not share your file with a lender to grant new credit, which protects you against credit opened in your name.',
    'Si vous habitez au Québec, vous pouvez demander à Équifax et à TransUnion de mettre un gel de sécurité sur votre dossier de crédit, sans frais. Tant que le gel est en place, l’agence ne peut pas communiquer votre dossier à un prêteur pour l’octroi d’un nouveau crédit, ce qui vous protège contre le crédit obtenu à votre nom.',
  ),
  french(
    'Consumer Reporting Act, as amended (O. Reg. 168/25)',
    'Consumer Reporting Act, dans sa version modifiée (Règl. de l’Ont. 168/25)',
    'the official English title, kept in French (no sourced French title)',
  ),
  french(
    'If you live in Ontario, you can ask Equifax and TransUnion to put a security freeze on your credit file, free of charge. While it is in place, a bureau may not share your file with a lender to grant new credit.',
    'Si vous habitez en Ontario, vous pouvez demander à Équifax et à TransUnion de mettre un gel de sécurité sur votre dossier de crédit, sans frais. Tant que le gel est en place, l’agence ne peut pas communiquer votre dossier à un prêteur pour l’octroi d’un nouveau crédit.',
  ),
  // agencies.ts: what each body is for
  french(
    'Federal regulator of banks and credit card issuers; explains credit reports and scores.',
    'Organisme fédéral qui encadre les banques et les émetteurs de cartes de crédit ; il explique les dossiers et les pointages de crédit.',
  ),
  french(
    'Oversees bankruptcies, consumer proposals and Licensed Insolvency Trustees.',
    'Surveille les faillites, les propositions de consommateur et les syndics autorisés en insolvabilité.',
  ),
  french(
    'Receives complaints about deceptive marketing, including credit-repair offers.',
    'Reçoit les plaintes sur les pratiques commerciales trompeuses, y compris les offres de réparation de crédit.',
  ),
  french(
    'Receives complaints about how organizations, credit bureaus included, handle personal information.',
    'Reçoit les plaintes sur la façon dont les organisations, agences d’évaluation du crédit comprises, traitent les renseignements personnels.',
  ),
  french(
    'Takes reports of fraud and identity theft.',
    'Reçoit les signalements de fraude et de vol d’identité.',
  ),
  french(
    'Handles a lost or stolen Social Insurance Number.',
    'S’occupe d’un numéro d’assurance sociale (NAS) perdu ou volé.',
  ),
  french(
    'Independent ombuds for complaints a participating bank or investment firm did not resolve.',
    'Ombudsman indépendant pour les plaintes qu’une banque ou une société de placement participante n’a pas réglées.',
  ),
  french(
    'Independent body for complaints about phone, internet and TV providers, billing included.',
    'Organisme indépendant pour les plaintes visant les fournisseurs de téléphone, d’Internet et de télévision, facturation comprise.',
  ),
  french(
    'Takes complaints that a federally regulated bank broke a consumer-protection rule.',
    'Reçoit les plaintes selon lesquelles une banque sous réglementation fédérale n’a pas respecté une règle de protection des consommateurs.',
  ),
  // retention.ts: the kinds of information
  french('Accounts and late payments', 'Comptes et retards de paiement'),
  french('Collections', 'Comptes en recouvrement'),
  french('Judgments', 'Jugements'),
  french('Bankruptcy', 'Faillite'),
  french('Consumer proposal', 'Proposition de consommateur'),
  french('Debt management plan', 'Programme de gestion de dettes'),
  french('Inquiries', 'Demandes de consultation'),
  // agencies.ts: FCAC's French pages, and the bodies' addresses in French postal form
  french(
    'canada.ca/en/financial-consumer-agency',
    'canada.ca/fr/agence-consommation-matiere-financiere',
    'FCAC’s French pages: its French annual reports 2021–2022 and 2024–2025 give this address',
  ),
  french(
    ['427 Laurier Ave. West, 6th Floor', 'Ottawa ON  K1R 1B9'],
    ['427, avenue Laurier Ouest, 6e étage', 'Ottawa (Ontario)  K1R 1B9'],
    'the street and city as FCAC’s French annual report 2021–2022 writes them (« 427, avenue Laurier Ouest, Ottawa (Ontario) »), the floor in French postal form',
  ),
  french(
    ['20 Queen Street West, Suite 2400', 'P.O. Box 8', 'Toronto ON  M5H 3R3'],
    ['20, rue Queen Ouest, bureau 2400', 'C.P. 8', 'Toronto (Ontario)  M5H 3R3'],
    FRENCH_POSTAL_FORM,
  ),
  // The postal outlet keeps its sourced name: no source gives a French one.
  french(
    ['P.O. Box 56067, Minto Place RO', 'Ottawa ON  K1R 7Z1'],
    ['C.P. 56067, Minto Place RO', 'Ottawa (Ontario)  K1R 7Z1'],
    FRENCH_POSTAL_FORM,
  ),
  // provincial.ts: the consumer offices' addresses
  french(
    ['95 Rochford St', 'Charlottetown PE'],
    ['95, rue Rochford', 'Charlottetown (Île-du-Prince-Édouard)'],
    FRENCH_POSTAL_FORM,
  ),
  // privacy-bodies.ts: the Privacy Commissioner's address
  french(
    ['30 Victoria Street', 'Gatineau QC  K1A 1H3'],
    ['30, rue Victoria', 'Gatineau (Québec)  K1A 1H3'],
    FRENCH_POSTAL_FORM,
  ),
];

/** The limitation periods in words, in French by the rules' own wording. */
const LIMITATION_VALUES = Object.values(LIMITATION_PERIODS).map((period) =>
  french(
    limitationPeriodText(period),
    limitationPeriodText(period, 'fr'),
    'the limitation rules’ own French wording (limitation-periods.ts)',
  ),
);

/**
 * Where each limitation period was found, on a French page (the settlement guide's table): a
 * statute of a province other than Québec keeps its official English title, with the French
 * abbreviation of its section; the Civil Code by its official French title.
 */
const LIMITATION_SOURCES = [
  french('third-party pages', 'des pages de tiers'),
  french('third-party pages, which disagree', 'des pages de tiers, qui ne concordent pas'),
  french(
    'moneyproblems.ca; the Act’s text was not checked',
    'moneyproblems.ca\u00a0; le texte de la loi n’a pas été vérifié',
  ),
  french('Limitations Act, 2002, s. 4', 'Limitations Act, 2002, art. 4'),
  french(
    'The Limitations Act, SS 2004, c L-16.1, s. 5',
    'The Limitations Act, SS 2004, c L-16.1, art. 5',
  ),
  french('Civil Code of Québec, art. 2925', 'Code civil du Québec, art. 2925', LEGISQUEBEC),
];

/** What the French part holds: french-reference.ts reads it. */
export interface FrenchReference {
  /** The French of each English value (a text, or address lines: frenchValueKey). */
  readonly values: ReadonlyMap<string, unknown>;
  /** Statutes' official French titles, by their English name. */
  readonly statuteTitles: Readonly<Record<string, FrenchStatuteTitle>>;
  /** The bodies' French short names, by the body's id. */
  readonly shortNames: Readonly<Record<string, string>>;
}

export const FRENCH_REFERENCE: FrenchReference = {
  values: frenchValues([
    ...FACT_VALUES,
    ...LIMITATION_VALUES,
    ...LIMITATION_SOURCES,
    ...Object.values(FRENCH_BODY_NAMES),
    ...Object.entries(PROVINCIAL_BODY_FRENCH_NAMES).flatMap(([en, { fr, source }]) =>
      fr ? [french(en, fr, source)] : [],
    ),
    ...Object.entries(PHONE_LABELS).map(([en, fr]) => french(en, fr)),
    ...Object.entries(PROVISIONS).map(([en, fr]) => french(en, fr)),
  ]),
  statuteTitles: FRENCH_STATUTE_TITLES,
  shortNames: FRENCH_BODY_SHORT_NAMES,
};

// Imported by a French page on demand and by the API at once: either way, readable from here on.
installFrenchReference(FRENCH_REFERENCE);
