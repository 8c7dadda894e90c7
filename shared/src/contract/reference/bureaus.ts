import type { AgencyCode, AgencyName } from '../options';
import { type Fact, fact, type PhoneLine, unconfirmed } from './fact';

export type BureauName = AgencyName;

/** What a bureau asks a consumer to send to prove who they are. */
export interface BureauIdentification {
  /** One sentence for the reference pages. */
  readonly summary: Fact<string>;
  /** The documents, one per line: printed as a letter's enclosures and on its instructions page. */
  readonly documents: readonly string[];
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
  /** The address lines under the addressee, for disputes and disclosure requests. */
  readonly mail: Fact<readonly string[]>;
  /** Other addresses worth knowing (Québec complaints). */
  readonly otherMail: readonly {
    readonly label: string;
    readonly lines: Fact<readonly string[]>;
  }[];
  readonly phones: readonly Fact<PhoneLine>[];
  /** The fax a letter is sent to; null where the bureau publishes none (the letter is mailed). */
  readonly fax: Fact<string> | null;
  /** Why the fax needs care, where it does (Equifax's number is only on an older page). */
  readonly faxNote: string | null;
  readonly identification: BureauIdentification;
  readonly notes: readonly Fact<string>[];
}

const EQUIFAX_DISPUTE_PAGE = 'equifax.ca, dispute-credit-report page';
const TRANSUNION_FAQ = 'transunion.ca, FAQ';
const TRANSUNION_PRIVACY = 'transunion.ca, privacy policy';

export const EQUIFAX: CreditBureau = {
  id: 'Equifax',
  agencyCode: 1,
  name: 'Equifax Canada',
  website: 'equifax.ca',
  mailingName: 'Equifax Canada Co.',
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
  fax: fact('(514) 355-8502', 'equifax.com/dispute-ca (an older official page)'),
  faxNote:
    'Only an older Equifax page publishes this fax number; its current pages list none. Confirm the number on equifax.ca before faxing.',
  identification: {
    summary: fact(
      'Two pieces of government-issued identification, front and back, and a proof of address dated within the last 90 days when neither piece shows the current address.',
      'equifax.ca',
    ),
    documents: [
      'Copy of a government-issued photo identification, front and back',
      'Copy of a second government-issued identification, front and back',
      'Copy of a proof of current address dated within the last 90 days (a bill or a statement)',
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
  fax: null,
  faxNote: null,
  identification: {
    summary: fact(
      'Photocopies (never originals) of two pieces of identification, both sides, that together show the name, current address, date of birth and signature.',
      TRANSUNION_FAQ,
    ),
    documents: [
      'Photocopy of a first piece of identification, both sides',
      'Photocopy of a second piece of identification, both sides',
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

export function bureauByName(name: BureauName): CreditBureau {
  return name === 'Equifax' ? EQUIFAX : TRANSUNION;
}

export function bureauByAgencyCode(code: AgencyCode): CreditBureau {
  return code === 1 ? EQUIFAX : TRANSUNION;
}
