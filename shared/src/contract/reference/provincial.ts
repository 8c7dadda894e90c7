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

export interface ConsumerOffice {
  readonly name: string;
  readonly mail: readonly string[] | null;
  readonly phone: PhoneLine | null;
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
  return { name, mail: extra.mail ?? null, phone: extra.phone ?? null };
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
    consumerOffices: [unconfirmed(office('Service Alberta'), REFERENCE_NOTES)],
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
    consumerOffices: [fact(office('Consumer Protection BC'), REFERENCE_NOTES)],
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
    consumerOffices: [fact(office('Consumer Protection Office'), REFERENCE_NOTES)],
    creditReporting: statutes(statute('The Personal Investigations Act', null)),
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
    collection: statutes(statute('Collection and Debt Settlement Services Act', null)),
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
      unconfirmed(office('Service Nova Scotia, consumer services'), REFERENCE_NOTES),
    ],
    creditReporting: statutes(statute('Consumer Reporting Act', 'RSNS 1989, c 93')),
    collection: statutes(statute('Collection and Debt Management Agencies Act', null)),
    limitationPeriod: limitation('NS'),
  },
  NT: {
    code: 'NT',
    consumerOffices: [
      fact(
        office('Consumer Affairs, Department of Municipal and Community Affairs'),
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
    consumerOffices: [fact(office('Consumer Protection Ontario'), REFERENCE_NOTES)],
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
      fact(office('Office de la protection du consommateur'), REFERENCE_NOTES),
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
