import type { AgencyCode, AgencyName } from '../options';
import {
  type BilingualFact,
  bilingual,
  type Fact,
  fact,
  type PhoneLine,
  REFERENCE_NOTES,
  type TextLanguage,
  unconfirmed,
} from './fact';

export type BureauName = AgencyName;

/** What a bureau asks a consumer to send to prove who they are. */
export interface BureauIdentification {
  /** One sentence for the reference pages. */
  readonly summary: Fact<string>;
  /** The documents, one per line: printed as a letter's enclosures and on its instructions page. */
  readonly documents: readonly BilingualFact<string>[];
  /** The bureau's own conditions on them, printed under the checklist of the instructions. */
  readonly rules: readonly BilingualFact<string>[];
}

/**
 * A bureau's online dispute route, as its pages describe it. Letters and My Generated Letters
 * give it first: Canada Post stopped mail twice in two years (November 15 to December 17, 2024,
 * then again in 2025), and Equifax's pages point to the online form when mail stops.
 */
export interface OnlineDisputeRoute {
  /** Its address on the web, as the sources give it ('equifax.ca', 'secure-ocs.transunion.ca'). */
  readonly site: string;
  /** The page to open there, where the source names one; null when the address is the form. */
  readonly page: string | null;
  /** How the form works and what it asks for, one sentence each. */
  readonly form: readonly BilingualFact<string>[];
  /** Conditions on using it (TransUnion: one submission per person). */
  readonly rules: readonly BilingualFact<string>[];
}

export interface CreditBureau {
  readonly id: BureauName;
  /** Consumer reporting agency code of spec section 9 (1 Equifax, 2 TransUnion). */
  readonly agencyCode: AgencyCode;
  /** How the product names it in headings and letter names. */
  readonly name: string;
  /** The same in a French text (the brand with its French accent: « Équifax Canada »). */
  readonly nameFr: string;
  readonly website: string;
  /** The addressee line of a letter. */
  readonly mailingName: string;
  /**
   * The address lines under the addressee, for disputes and disclosure requests; `fr` is the
   * French postal form of the same address (« C.P. 190 », « Montréal (Québec) »).
   */
  readonly mail: BilingualFact<readonly string[]>;
  /** Other addresses worth knowing (Québec complaints), each in both postal forms. */
  readonly otherMail: readonly {
    readonly label: string;
    readonly lines: BilingualFact<readonly string[]>;
  }[];
  readonly phones: readonly Fact<PhoneLine>[];
  /** The online route a letter's instructions give first. */
  readonly online: OnlineDisputeRoute;
  /** How to mail a dispute (copies, never originals; TransUnion's sheet size). */
  readonly mailRules: readonly BilingualFact<string>[];
  /**
   * A fax number the bureau published, or null where none was found. Only a confirmed number is
   * ever offered as a way to send a letter; an unconfirmed one stays here with its source.
   */
  readonly fax: Fact<string> | null;
  /** Why the fax is not offered, where there is one (Equifax's is only on an older page). */
  readonly faxNote: string | null;
  readonly identification: BureauIdentification;
  readonly notes: readonly Fact<string>[];
}

const EQUIFAX_DISPUTE_PAGE = 'equifax.ca, dispute-credit-report page';
const TRANSUNION_FAQ = 'transunion.ca, FAQ';
const TRANSUNION_PRIVACY = 'transunion.ca, privacy policy';
const TRANSUNION_ONLINE_TERMS = 'TransUnion Canada, online dispute terms';

/**
 * Why a bureau letter's instructions give the online route before mail (issue 14). The reference
 * notes record the dates without naming a page.
 */
export const CANADA_POST_STOPPAGES: BilingualFact<string> = bilingual(
  'Canada Post stopped delivering mail from November 15 to December 17, 2024, and again in 2025.',
  'Postes Canada a interrompu la livraison du courrier du 15 novembre au 17 décembre 2024, puis de nouveau en 2025.',
  REFERENCE_NOTES,
);

/** What every bureau asks of a mailed dispute. */
const COPIES_NEVER_ORIGINALS = {
  en: 'Send copies of your documents, never the originals.',
  fr: 'Envoyez des copies de vos documents, jamais les originaux.',
} as const;

/**
 * Where the French address comes from: the sources give the bureaus' addresses in English only,
 * so the French is the same address in Canada Post's French form, nothing added.
 */
const FRENCH_POSTAL_FORM =
  'French postal form (Canada Post) of the sourced address; the source gives it in English only';

export const EQUIFAX: CreditBureau = {
  id: 'Equifax',
  agencyCode: 1,
  name: 'Equifax Canada',
  nameFr: 'Équifax Canada',
  website: 'equifax.ca',
  mailingName: 'Equifax Canada Co.',
  // The department keeps its sourced English name: no source gives a French one.
  mail: bilingual(
    ['National Consumer Relations', 'Box 190', 'Montréal QC  H1S 2Z2'],
    ['National Consumer Relations', 'C.P. 190', 'Montréal (Québec)  H1S 2Z2'],
    EQUIFAX_DISPUTE_PAGE,
    FRENCH_POSTAL_FORM,
  ),
  otherMail: [
    {
      label: 'Complaints from Québec',
      lines: bilingual(
        ['Equifax Canada Co.', 'Plainte pour le Québec', 'Box 190', 'Montréal QC  H1S 2Z2'],
        ['Equifax Canada Co.', 'Plainte pour le Québec', 'C.P. 190', 'Montréal (Québec)  H1S 2Z2'],
        EQUIFAX_DISPUTE_PAGE,
        FRENCH_POSTAL_FORM,
      ),
    },
  ],
  phones: [
    fact({ label: 'Consumer services', number: '1-866-828-5961' }, 'equifax.ca'),
    fact({ label: 'Fraud', number: '1-800-465-7166' }, 'equifax.ca'),
  ],
  online: {
    site: 'equifax.ca',
    page: 'Dispute your credit report',
    form: [
      bilingual(
        'Equifax sends you its dispute form by email; you fill it in and submit it online.',
        'Équifax vous envoie son formulaire de contestation par courriel ; vous le remplissez et le soumettez en ligne.',
        EQUIFAX_DISPUTE_PAGE,
      ),
      bilingual(
        'Say what is wrong in your file and what you ask Equifax to do, and add copies of your identification.',
        'Indiquez ce qui est inexact dans votre dossier et ce que vous demandez à Équifax de faire, et joignez des copies de vos pièces d’identité.',
        EQUIFAX_DISPUTE_PAGE,
      ),
    ],
    rules: [],
  },
  mailRules: [
    bilingual(COPIES_NEVER_ORIGINALS.en, COPIES_NEVER_ORIGINALS.fr, EQUIFAX_DISPUTE_PAGE),
  ],
  // Only an older official page gives this number; the current pages offer the online form and
  // mail. Unconfirmed: no letter tells the consumer to fax it.
  fax: unconfirmed(
    '(514) 355-8502',
    'equifax.com/dispute-ca (an older official page; current pages publish no fax)',
  ),
  faxNote:
    'Only an older Equifax page gives a fax number; its current pages offer the online form and mail, so send your letter one of those two ways.',
  identification: {
    summary: bilingual(
      'Two pieces of government-issued identification, front and back, and a proof of address dated within the last 90 days when neither piece shows the current address.',
      'Deux pièces d’identité délivrées par un gouvernement, recto verso, et une preuve d’adresse datée de moins de 90 jours si aucune des deux pièces n’indique l’adresse actuelle.',
      'equifax.ca',
    ),
    documents: [
      bilingual(
        'Copy of a government-issued photo identification, front and back',
        'Copie d’une pièce d’identité avec photo délivrée par un gouvernement, recto verso',
        'equifax.ca',
      ),
      bilingual(
        'Copy of a second government-issued identification, front and back',
        'Copie d’une deuxième pièce d’identité délivrée par un gouvernement, recto verso',
        'equifax.ca',
      ),
      bilingual(
        'Copy of a proof of current address dated within the last 90 days (a bill or a statement)',
        'Copie d’une preuve de l’adresse actuelle datée de moins de 90 jours (une facture ou un relevé)',
        'equifax.ca',
      ),
    ],
    rules: [
      bilingual(
        'Equifax needs the proof of address only when neither piece of identification shows your current address. If you leave it out, cross it off the letter’s list of enclosures.',
        'Équifax n’exige la preuve d’adresse que si aucune des deux pièces d’identité n’indique votre adresse actuelle. Si vous ne la joignez pas, rayez-la de la liste des pièces jointes de la lettre.',
        'equifax.ca',
      ),
    ],
  },
  notes: [
    bilingual(
      'A dispute takes 15 to 20 days online and 20 to 25 days by mail.',
      'Une contestation prend de 15 à 20 jours en ligne et de 20 à 25 jours par la poste.',
      EQUIFAX_DISPUTE_PAGE,
    ),
    bilingual(
      'A consumer statement may be up to 400 characters long.',
      'Une déclaration du consommateur peut compter jusqu’à 400 caractères.',
      EQUIFAX_DISPUTE_PAGE,
    ),
    bilingual(
      'Residents of Québec can lock their Equifax file.',
      'Les résidents du Québec peuvent verrouiller leur dossier Équifax.',
      EQUIFAX_DISPUTE_PAGE,
    ),
  ],
};

export const TRANSUNION: CreditBureau = {
  id: 'TransUnion',
  agencyCode: 2,
  name: 'TransUnion Canada',
  nameFr: 'TransUnion Canada',
  website: 'transunion.ca',
  mailingName: 'TransUnion Canada',
  mail: bilingual(
    ['3115 Harvester Road, Suite 201', 'Burlington ON  L7N 3N8'],
    ['3115, Harvester Road, bureau 201', 'Burlington (Ontario)  L7N 3N8'],
    TRANSUNION_PRIVACY,
    FRENCH_POSTAL_FORM,
  ),
  otherMail: [],
  phones: [
    fact({ label: 'Disputes', number: '1-800-663-9980' }, TRANSUNION_FAQ),
    fact({ label: 'Consumer relations in Québec', number: '1-877-713-3393' }, TRANSUNION_PRIVACY),
    fact(
      { label: 'Consumer relations outside Québec', number: '1-866-525-0262' },
      TRANSUNION_PRIVACY,
    ),
  ],
  online: {
    site: 'secure-ocs.transunion.ca',
    page: null,
    form: [
      bilingual(
        'The form takes your identifying details and your requests.',
        'Le formulaire recueille vos renseignements d’identification et vos demandes.',
        TRANSUNION_ONLINE_TERMS,
      ),
    ],
    rules: [
      bilingual(
        'One submission per person, holding every request: put all of yours in it.',
        'Une seule soumission par personne, qui regroupe toutes vos demandes : inscrivez-les toutes.',
        TRANSUNION_ONLINE_TERMS,
      ),
      bilingual(
        'No new submission while another of your disputes is open.',
        'Aucune nouvelle soumission tant qu’une autre de vos contestations est en cours.',
        TRANSUNION_ONLINE_TERMS,
      ),
      bilingual(
        'Only for your own credit file.',
        'Uniquement pour votre propre dossier de crédit.',
        TRANSUNION_ONLINE_TERMS,
      ),
    ],
  },
  mailRules: [
    bilingual(COPIES_NEVER_ORIGINALS.en, COPIES_NEVER_ORIGINALS.fr, TRANSUNION_FAQ),
    bilingual(
      'Put each document on its own 8½ × 11 sheet.',
      'Mettez chaque document sur sa propre feuille de 8½ × 11.',
      TRANSUNION_FAQ,
    ),
  ],
  fax: null,
  faxNote: null,
  identification: {
    summary: bilingual(
      'Photocopies (never originals) of two pieces of identification, both sides, that together show the name, current address, date of birth and signature.',
      'Des photocopies (jamais les originaux) de deux pièces d’identité, recto verso, qui indiquent ensemble le nom, l’adresse actuelle, la date de naissance et la signature.',
      TRANSUNION_FAQ,
    ),
    documents: [
      bilingual(
        'Photocopy of a first piece of identification, both sides',
        'Photocopie d’une première pièce d’identité, recto verso',
        TRANSUNION_FAQ,
      ),
      bilingual(
        'Photocopy of a second piece of identification, both sides',
        'Photocopie d’une deuxième pièce d’identité, recto verso',
        TRANSUNION_FAQ,
      ),
    ],
    rules: [
      bilingual(
        'Together, the two pieces must show your name, current address, date of birth and signature.',
        'Ensemble, les deux pièces doivent indiquer votre nom, votre adresse actuelle, votre date de naissance et votre signature.',
        TRANSUNION_FAQ,
      ),
      bilingual(
        'Send photocopies only, never originals.',
        'Envoyez uniquement des photocopies, jamais les originaux.',
        TRANSUNION_FAQ,
      ),
    ],
  },
  notes: [
    unconfirmed('An investigation takes about 30 days.', 'third-party pages'),
    unconfirmed(
      'A consumer statement may be up to 100 words long (200 in Saskatchewan).',
      'third-party pages',
    ),
    fact('Only one online dispute can be open at a time.', TRANSUNION_FAQ),
    fact(
      'An older address, P.O. Box 338, LCD1, Hamilton ON L8L 7W2, still appears on third-party pages; the Burlington address replaces it.',
      TRANSUNION_PRIVACY,
    ),
  ],
};

export const CREDIT_BUREAUS: readonly CreditBureau[] = [EQUIFAX, TRANSUNION];

/** "Equifax Canada" / « Équifax Canada »: a bureau as a text in that language names it. */
export function bureauNameIn(bureau: CreditBureau, language: TextLanguage): string {
  return language === 'fr' ? bureau.nameFr : bureau.name;
}

export function bureauByName(name: BureauName): CreditBureau {
  return name === 'Equifax' ? EQUIFAX : TRANSUNION;
}

/** A bureau's fax only where it is confirmed: the only number a letter may tell anyone to use. */
export function confirmedBureauFax(bureau: CreditBureau): string | null {
  return bureau.fax && !bureau.fax.unconfirmed ? bureau.fax.value : null;
}

/**
 * The bureau an agency name typed in a form means ('Equifax Canada Co.', 'TransUnion'), or
 * undefined for any other agency.
 */
export function bureauOfAgencyName(name: string): CreditBureau | undefined {
  const lower = name.toLowerCase();
  return CREDIT_BUREAUS.find((bureau) => lower.includes(bureau.id.toLowerCase()));
}

export function bureauByAgencyCode(code: AgencyCode): CreditBureau {
  return code === 1 ? EQUIFAX : TRANSUNION;
}
