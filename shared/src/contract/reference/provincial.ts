import { LIMITATION_PERIODS, limitationPeriodText } from '../limitation-periods';
import type { ProvinceCode } from '../provinces';
import {
  type BilingualFact,
  type Fact,
  fact,
  type PhoneLine,
  REFERENCE_NOTES,
  unconfirmed,
} from './fact';

export interface Statute {
  readonly name: string;
  /** The statute's citation, or null where the reference notes give none. */
  readonly citation: string | null;
  /** Provisions worth knowing, each with its section. */
  readonly provisions: readonly string[];
}

/**
 * How a body takes a complaint, as its own page says: through the page itself, with a form to
 * download from it, in writing, by a call to an agent first, or as the page explains (where the
 * sources say only that the body takes complaints, not how).
 */
export type ComplaintIntake = 'online' | 'form' | 'writing' | 'call' | 'as-the-page-says';

/**
 * Where a body explains how to complain to it: the route a letter takes where no mailing address
 * could be confirmed, so the consumer is never left with a name alone.
 */
export interface ComplaintPage {
  /** Its address on the web ("oipc.ab.ca"). */
  readonly site: string;
  /** The page to open there, by its title as the site shows it; null where only the site is known. */
  readonly page: string | null;
  readonly intake: ComplaintIntake;
  /** A number the body publishes for questions about a complaint, where one was found. */
  readonly phone: string | null;
  /** Where the page and the way it takes complaints were read. */
  readonly source: string;
}

export interface ConsumerOffice {
  readonly name: string;
  readonly mail: readonly string[] | null;
  readonly phone: PhoneLine | null;
  readonly complaintPage: ComplaintPage | null;
}

export interface ProvincialFacts {
  readonly code: ProvinceCode;
  /** The provincial consumer-protection office(s); empty where none was found. */
  readonly consumerOffices: readonly Fact<ConsumerOffice>[];
  /** The statute(s) on credit reporting, or null where none is known (letters then cite none). */
  readonly creditReporting: Fact<readonly Statute[]> | null;
  /** The statute(s) on debt collection. */
  readonly collection: Fact<readonly Statute[]>;
  /** The collection limitation period, in words (written from LIMITATION_PERIODS). */
  readonly limitationPeriod: BilingualFact<string>;
}

function statute(name: string, citation: string | null, provisions: string[] = []): Statute {
  return { name, citation, provisions };
}

function office(name: string, extra: Partial<ConsumerOffice> = {}): ConsumerOffice {
  return {
    name,
    mail: extra.mail ?? null,
    phone: extra.phone ?? null,
    complaintPage: extra.complaintPage ?? null,
  };
}

/** The period in words, from the rules' own table (limitation-periods.ts): one source of truth. */
function limitation(code: ProvinceCode): BilingualFact<string> {
  const period = LIMITATION_PERIODS[code];
  const text = limitationPeriodText(period);
  // Its French, written by the same rules, is in the French part (french-names.ts).
  return period.unconfirmed ? unconfirmed(text, period.source) : fact(text, period.source);
}

/** The reference notes give statutes without a page; the citation itself is the source. */
function statutes(...list: Statute[]): Fact<readonly Statute[]> {
  return fact(list, REFERENCE_NOTES);
}

/** Per province and territory, keyed by the two-letter code. */
export const PROVINCIAL_FACTS: Readonly<Record<ProvinceCode, ProvincialFacts>> = {
  AB: {
    code: 'AB',
    consumerOffices: [
      fact(
        office('Consumer Investigations Unit, Service Alberta', {
          complaintPage: {
            site: 'alberta.ca',
            page: 'File a consumer complaint',
            intake: 'online',
            phone: '1-877-427-4088',
            source:
              'alberta.ca/file-consumer-complaint (credit reports and collection agencies are among what the unit investigates) and alberta.ca/consumer-protection-enforcement-and-investigations (toll-free line), checked 2026',
          },
        }),
        'alberta.ca/file-consumer-complaint (checked 2026)',
      ),
    ],
    creditReporting: statutes(
      statute('Consumer Protection Act', 'RSA 2000, c C-26.3'),
      statute('Credit and Personal Reports Regulation', 'Alta Reg 193/1999'),
    ),
    collection: statutes(
      statute('Consumer Protection Act', 'RSA 2000, c C-26.3'),
      statute('Collection and Debt Repayment Practices Regulation', 'Alta Reg 194/1999'),
    ),
    limitationPeriod: limitation('AB'),
  },
  BC: {
    code: 'BC',
    consumerOffices: [
      fact(
        office('Consumer Protection BC', {
          complaintPage: {
            site: 'consumerprotectionbc.ca',
            page: null,
            intake: 'writing',
            phone: '1-888-564-9963',
            source:
              'consumerprotectionbc.ca (its investigations page: a complaint is made in writing to its Inquiry department, with copies of the documents; the toll-free line from its open letter of March 24, 2020), checked 2026',
          },
        }),
        REFERENCE_NOTES,
      ),
    ],
    creditReporting: statutes(
      statute('Business Practices and Consumer Protection Act', 'SBC 2004, c 2', [
        'Part 6: credit reporting',
      ]),
    ),
    collection: statutes(
      statute('Business Practices and Consumer Protection Act', 'SBC 2004, c 2', [
        'Part 7: debt collection',
      ]),
      statute('Debt Collection Industry Regulation', 'BC Reg 295/2004'),
    ),
    limitationPeriod: limitation('BC'),
  },
  MB: {
    code: 'MB',
    consumerOffices: [
      fact(
        office('Consumer Protection Office', {
          complaintPage: {
            site: 'manitoba.ca/cca/cpo',
            page: null,
            intake: 'as-the-page-says',
            phone: null,
            source:
              'manitoba.ca/cca/cpo/about.html (the office hears, mediates and investigates consumer complaints and administers The Personal Investigations Act), checked 2026',
          },
        }),
        REFERENCE_NOTES,
      ),
    ],
    creditReporting: statutes(
      statute('The Personal Investigations Act', 'CCSM c P34', [
        's. 8(2): the right to protest information in one’s file',
        's. 11: verifying protested information',
      ]),
    ),
    collection: statutes(
      statute('The Consumer Protection Act', 'CCSM c C200', ['Part XII: collection agents']),
    ),
    limitationPeriod: limitation('MB'),
  },
  NB: {
    code: 'NB',
    consumerOffices: [
      fact(office('Financial and Consumer Services Commission (FCNB)'), REFERENCE_NOTES),
    ],
    creditReporting: statutes(
      statute('Credit Reporting Services Act', null, [
        'In force since 2017; also regulates credit repairers, who may not charge fees in advance',
      ]),
    ),
    collection: statutes(statute('Collection and Debt Settlement Services Act', 'SNB 2011, c 126')),
    limitationPeriod: limitation('NB'),
  },
  NL: {
    code: 'NL',
    consumerOffices: [fact(office('Digital Government and Service NL'), REFERENCE_NOTES)],
    creditReporting: statutes(
      statute('Consumer Protection and Business Practices Act', 'SNL 2009, c C-31.1'),
    ),
    collection: statutes(statute('Collections Act', 'RSNL 1990, c C-22')),
    limitationPeriod: limitation('NL'),
  },
  NS: {
    code: 'NS',
    consumerOffices: [
      fact(
        office('Service Nova Scotia', {
          complaintPage: {
            site: 'novascotia.ca',
            page: 'Credit reports: your rights',
            intake: 'as-the-page-says',
            phone: '1-800-670-4357',
            source:
              'novascotia.ca/sns/access/individuals/consumer-awareness/consumer-loans-credit/credit-reporting.asp (a consumer whose credit bureau does not follow the Consumer Reporting Act contacts the department) and novascotia.ca/sns/paal/sns/paal025.asp (its toll-free line, within Nova Scotia, for the licensing of credit bureaus), checked 2026',
          },
        }),
        'novascotia.ca, “Credit reports: your rights” (checked 2026)',
      ),
    ],
    creditReporting: statutes(statute('Consumer Reporting Act', 'RSNS 1989, c 93')),
    collection: statutes(statute('Collection and Debt Management Agencies Act', 'RSNS 1989, c 77')),
    limitationPeriod: limitation('NS'),
  },
  NT: {
    code: 'NT',
    consumerOffices: [
      fact(
        office('Consumer Affairs, Department of Municipal and Community Affairs', {
          complaintPage: {
            site: 'maca.gov.nt.ca',
            page: 'Consumer Affairs',
            intake: 'as-the-page-says',
            phone: null,
            source:
              'maca.gov.nt.ca/en/services/consumer-affairs and its guide “That’s not fair: A Guide to Consumer Protection in the NWT” (visit, call, write, or file a complaint), checked 2026',
          },
        }),
        REFERENCE_NOTES,
      ),
    ],
    creditReporting: null,
    collection: statutes(
      statute('Consumer Protection Act', 'RSNWT 1988, c C-17'),
      statute('Debt Collection Practice Regulations', null),
    ),
    limitationPeriod: limitation('NT'),
  },
  NU: {
    code: 'NU',
    consumerOffices: [],
    creditReporting: null,
    collection: statutes(
      statute('Consumer Protection Act', null, ['As inherited from the Northwest Territories']),
    ),
    limitationPeriod: limitation('NU'),
  },
  ON: {
    code: 'ON',
    consumerOffices: [
      fact(
        office('Consumer Protection Ontario', {
          complaintPage: {
            site: 'ontario.ca',
            page: 'Filing a consumer complaint',
            intake: 'as-the-page-says',
            phone: null,
            source:
              'ontario.ca/consumers/filing-consumer-complaint (write to the business first, then file a complaint with the ministry by one of the ways the page lists), checked 2026',
          },
        }),
        REFERENCE_NOTES,
      ),
    ],
    creditReporting: statutes(
      statute('Consumer Reporting Act', 'RSO 1990, c C.33', [
        's. 13: correcting errors',
        'ss. 12.1 to 12.4: security alerts and freezes',
      ]),
    ),
    collection: statutes(
      statute('Collection and Debt Settlement Services Act', 'RSO 1990, c C.14'),
    ),
    limitationPeriod: limitation('ON'),
  },
  PE: {
    code: 'PE',
    consumerOffices: [
      fact(
        office('Consumer, Corporate and Financial Services Division', {
          mail: ['95 Rochford St', 'Charlottetown PE'],
          phone: { label: 'General', number: '(902) 368-4550' },
        }),
        REFERENCE_NOTES,
      ),
    ],
    // The notes confirm no credit-reporting statute for PEI.
    creditReporting: null,
    collection: statutes(statute('Collection Agencies Act', 'RSPEI 1988, c C-11')),
    limitationPeriod: limitation('PE'),
  },
  QC: {
    code: 'QC',
    consumerOffices: [
      fact(
        office('Office de la protection du consommateur', {
          complaintPage: {
            site: 'opc.gouv.qc.ca',
            page: 'Porter plainte',
            intake: 'call',
            phone: null,
            source:
              'opc.gouv.qc.ca/consommateur/probleme-commercant/plainte/ (a complaint is made by calling the Office and speaking to an agent, who may ask for the documents), checked 2026',
          },
        }),
        REFERENCE_NOTES,
      ),
      fact(office('Autorité des marchés financiers'), REFERENCE_NOTES),
    ],
    creditReporting: statutes(
      statute('Credit Assessment Agents Act', 'CQLR c A-8.2'),
      statute(
        'Act respecting the protection of personal information in the private sector',
        'CQLR c P-39.1',
      ),
    ),
    collection: statutes(statute('Act respecting the collection of certain debts', 'CQLR c R-2.2')),
    limitationPeriod: limitation('QC'),
  },
  SK: {
    code: 'SK',
    consumerOffices: [
      fact(
        office('Financial and Consumer Affairs Authority, Consumer Protection Division', {
          phone: { label: 'General', number: '1-877-880-5550' },
        }),
        REFERENCE_NOTES,
      ),
    ],
    creditReporting: statutes(
      statute('Credit Reporting Act', 'SS 2004, c C-43.2', [
        's. 18: a debt past its limitation period may not be reported',
      ]),
    ),
    collection: statutes(statute('Collection Agents Act', null)),
    limitationPeriod: limitation('SK'),
  },
  YT: {
    code: 'YT',
    consumerOffices: [],
    creditReporting: null,
    collection: statutes(statute('Consumers Protection Act', null)),
    limitationPeriod: limitation('YT'),
  },
};

/**
 * The federal privacy law, which applies to the bureaus' files everywhere in Canada: its
 * Schedule 1 asks that personal information be as accurate, complete and up to date as its
 * purposes need (clause 4.6) and that information shown to be inaccurate be amended (4.9.5).
 * Sources (reference notes): Nammo v. TransUnion of Canada Inc., 2010 FC 1284; the Privacy
 * Commissioner's PIPEDA Case Summary 2003-187.
 */
export const PIPEDA: Statute = {
  name: 'Personal Information Protection and Electronic Documents Act',
  citation: 'SC 2000, c 5',
  provisions: [
    'Schedule 1, clause 4.6: accuracy',
    'Schedule 1, clause 4.9.5: amending what is shown inaccurate',
  ],
};

/** Why a limitation period may restart (reported for AB, NS, ON and NL). */
export const LIMITATION_RESTART = fact(
  'In most provinces a payment or a written acknowledgement of the debt starts the limitation period again.',
  'reference notes: sources for AB, NS, ON and NL',
);

/** "Consumer Reporting Act, RSO 1990, c C.33": a statute as a letter cites it. */
export function citeStatute(law: Statute): string {
  return law.citation ? `${law.name}, ${law.citation}` : law.name;
}
