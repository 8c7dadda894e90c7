import type { AgencyCode, AgencyName } from '../options';
import {
  type BilingualFact,
  type Fact,
  fact,
  type PhoneLine,
  REFERENCE_NOTES,
  type TextLanguage,
  unconfirmed,
} from './fact';
import { valueIn } from './french-reference';

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
  readonly website: string;
  /** The addressee line of a letter. */
  readonly mailingName: string;
  /**
   * The address lines under the addressee, for disputes and disclosure requests; in French, the
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
export const CANADA_POST_STOPPAGES: BilingualFact<string> = fact(
  'Canada Post stopped delivering mail from November 15 to December 17, 2024, and again in 2025.',
  REFERENCE_NOTES,
);

/** What every bureau asks of a mailed dispute. */
const COPIES_NEVER_ORIGINALS = 'Send copies of your documents, never the originals.';

export const EQUIFAX: CreditBureau = {
  id: 'Equifax',
  agencyCode: 1,
  name: 'Equifax Canada',
  website: 'equifax.ca',
  mailingName: 'Equifax Canada Co.',
  // The department keeps its sourced English name in French: no source gives a French one.
  mail: fact(
    ['National Consumer Relations', 'Box 190', 'Montréal QC  H1S 2Z2'],
    EQUIFAX_DISPUTE_PAGE,
  ),
  otherMail: [
    {
      label: 'Complaints from Québec',
      lines: fact(
        ['Equifax Canada Co.', 'Plainte pour le Québec', 'Box 190', 'Montréal QC  H1S 2Z2'],
        EQUIFAX_DISPUTE_PAGE,
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
      fact(
        'Equifax sends you its dispute form by email; you fill it in and submit it online.',
        EQUIFAX_DISPUTE_PAGE,
      ),
      fact(
        'Say what is wrong in your file and what you ask Equifax to do, and add copies of your identification.',
        EQUIFAX_DISPUTE_PAGE,
      ),
    ],
    rules: [],
  },
  mailRules: [fact(COPIES_NEVER_ORIGINALS, EQUIFAX_DISPUTE_PAGE)],
  // Only an older official page gives this number; the current pages offer the online form and
  // mail. Unconfirmed: no letter tells the consumer to fax it.
  fax: unconfirmed(
    '(514) 355-8502',
    'equifax.com/dispute-ca (an older official page; current pages publish no fax)',
  ),
  faxNote:
    'Only an older Equifax page gives a fax number; its current pages offer the online form and mail, so send your letter one of those two ways.',
  identification: {
    summary: fact(
      'Two pieces of government-issued identification, front and back, and a proof of address dated within the last 90 days when neither piece shows the current address.',
      'equifax.ca',
    ),
    documents: [
      fact('Copy of a government-issued photo identification, front and back', 'equifax.ca'),
      fact('Copy of a second government-issued identification, front and back', 'equifax.ca'),
      fact(
        'Copy of a proof of current address dated within the last 90 days (a bill or a statement)',
        'equifax.ca',
      ),
    ],
    rules: [
      fact(
        'Equifax needs the proof of address only when neither piece of identification shows your current address. If you leave it out, cross it off the letter’s list of enclosures.',
        'equifax.ca',
      ),
    ],
  },
  notes: [
    fact('A dispute takes 15 to 20 days online and 20 to 25 days by mail.', EQUIFAX_DISPUTE_PAGE),
    fact('A consumer statement may be up to 400 characters long.', EQUIFAX_DISPUTE_PAGE),
    fact('Residents of Québec can lock their Equifax file.', EQUIFAX_DISPUTE_PAGE),
  ],
};

export const TRANSUNION: CreditBureau = {
  id: 'TransUnion',
  agencyCode: 2,
  name: 'TransUnion Canada',
  website: 'transunion.ca',
  mailingName: 'TransUnion Canada',
  mail: fact(['3115 Harvester Road, Suite 201', 'Burlington ON  L7N 3N8'], TRANSUNION_PRIVACY),
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
      fact('The form takes your identifying details and your requests.', TRANSUNION_ONLINE_TERMS),
    ],
    rules: [
      fact(
        'One submission per person, holding every request: put all of yours in it.',
        TRANSUNION_ONLINE_TERMS,
      ),
      fact('No new submission while another of your disputes is open.', TRANSUNION_ONLINE_TERMS),
      fact('Only for your own credit file.', TRANSUNION_ONLINE_TERMS),
    ],
  },
  mailRules: [
    fact(COPIES_NEVER_ORIGINALS, TRANSUNION_FAQ),
    fact('Put each document on its own 8½ × 11 sheet.', TRANSUNION_FAQ),
  ],
  fax: null,
  faxNote: null,
  identification: {
    summary: fact(
      'Photocopies (never originals) of two pieces of identification, both sides, that together show the name, current address, date of birth and signature.',
      TRANSUNION_FAQ,
    ),
    documents: [
      fact('Photocopy of a first piece of identification, both sides', TRANSUNION_FAQ),
      fact('Photocopy of a second piece of identification, both sides', TRANSUNION_FAQ),
    ],
    rules: [
      fact(
        'Together, the two pieces must show your name, current address, date of birth and signature.',
        TRANSUNION_FAQ,
      ),
      fact('Send photocopies only, never originals.', TRANSUNION_FAQ),
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
  return valueIn(bureau.name, language);
}

/**
 * The bureaus a letter's bureau choice names, Equifax first: both when it names none or 'both'.
 * A bureau-bound letter is made once for each.
 */
export function bureausChosen(choice: BureauName | 'both' | undefined): BureauName[] {
  return choice === undefined || choice === 'both' ? ['Equifax', 'TransUnion'] : [choice];
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
