import type { ProvinceCode } from '../provinces';
import { FEDERAL_AGENCIES } from './agencies';
import { EQUIFAX, TRANSUNION } from './bureaus';
import { type BilingualFact, type Fact, fact, type PhoneLine, REFERENCE_NOTES } from './fact';

/**
 * What a consumer worried about identity theft can do now (issue 21, point 15), for the Identity
 * Lock page: whom to call, a fraud alert, a security freeze where the law gives one, and where to
 * report the fraud or a lost SIN. The phone numbers are read from the bureaus' and agencies'
 * entries (bureaus.ts, agencies.ts), so each number has one source in the repository.
 */

/** A number to call, what it is for in both languages, and where the number was found. */
export interface IdentityPhoneLine {
  /** The number as the source gives it ('1-800-465-7166'). */
  readonly number: string;
  /** What the line is for, in both languages. */
  readonly label: BilingualFact<string>;
  /** Where the number was found. */
  readonly source: string;
}

/** Someone to call: a bureau or a public body, named in both languages, with its lines. */
export interface IdentityContact {
  readonly id: string;
  readonly name: BilingualFact<string>;
  readonly lines: readonly IdentityPhoneLine[];
}

/** A line of an entry in bureaus.ts or agencies.ts, found by its English label. */
function sourcedLine(phones: readonly Fact<PhoneLine>[], englishLabel: string): IdentityPhoneLine {
  const line = phones.find((phone) => phone.value.label === englishLabel);
  if (!line) throw new Error(`No phone line labelled "${englishLabel}" in the reference data`);
  return {
    number: line.value.number,
    label: fact(englishLabel, line.source),
    source: line.source,
  };
}

function agencyName(id: string): BilingualFact<string> {
  const agency = FEDERAL_AGENCIES.find((entry) => entry.id === id);
  if (!agency) throw new Error(`No federal agency "${id}" in the reference data`);
  return fact(agency.name, agency.website ?? REFERENCE_NOTES);
}

function agencyPhones(id: string): readonly Fact<PhoneLine>[] {
  const agency = FEDERAL_AGENCIES.find((entry) => entry.id === id);
  if (!agency) throw new Error(`No federal agency "${id}" in the reference data`);
  return agency.phones;
}

/**
 * The bureaus' lines for a consumer who suspects fraud. Equifax publishes a fraud line; the
 * TransUnion pages in the reference notes give no line for fraud, so its consumer-relations lines
 * (one for Québec, one for elsewhere) are given for what they are, beside its disputes line.
 */
export const BUREAU_FRAUD_CONTACTS: readonly IdentityContact[] = [
  {
    id: 'equifax',
    name: fact(EQUIFAX.name, 'equifax.ca'),
    lines: [sourcedLine(EQUIFAX.phones, 'Fraud')],
  },
  {
    id: 'transunion',
    name: fact(TRANSUNION.name, 'transunion.ca'),
    lines: [
      sourcedLine(TRANSUNION.phones, 'Consumer relations in Québec'),
      sourcedLine(TRANSUNION.phones, 'Consumer relations outside Québec'),
      sourcedLine(TRANSUNION.phones, 'Disputes'),
    ],
  },
];

/** Where to report identity theft, and where to turn for a lost or stolen SIN. */
export const IDENTITY_THEFT_CONTACTS: readonly IdentityContact[] = [
  {
    id: 'cafc',
    name: agencyName('cafc'),
    lines: [
      sourcedLine(agencyPhones('cafc'), 'General'),
      sourcedLine(agencyPhones('cafc'), 'From outside North America'),
    ],
  },
  {
    id: 'service-canada',
    name: fact('Service Canada', 'canada.ca'),
    lines: [sourcedLine(agencyPhones('service-canada'), 'Lost or stolen SIN')],
  },
];

/**
 * A fraud alert: a note on the credit file asking lenders to confirm the consumer's identity
 * before granting credit. The bureaus take one on request in every province; Ontario's Consumer
 * Reporting Act also provides for it (ss. 12.1 to 12.4).
 */
export const FRAUD_ALERT: BilingualFact<string> = fact(
  'Ask each credit bureau to add a fraud alert to your file. Lenders who check your file then see that they must confirm it is really you before they give credit in your name. A fraud alert can be added wherever you live in Canada.',
  'equifax.ca (fraud line); Consumer Reporting Act, RSO 1990 c C.33, ss. 12.1 to 12.4',
);

/** A security freeze a province's law gives its residents. */
export interface SecurityFreeze {
  readonly province: ProvinceCode;
  /** The day the right took effect (YYYY-MM-DD). */
  readonly since: string;
  /** The statute that gives it, as the page cites it. */
  readonly statute: BilingualFact<string>;
  /** What it does, in both languages. */
  readonly text: BilingualFact<string>;
}

/**
 * Only Québec and Ontario give a security freeze by law. Ontario's text is known from summaries
 * of the amendments (O. Reg. 168/25): the page says no more than they agree on.
 */
export const SECURITY_FREEZES: readonly SecurityFreeze[] = [
  {
    province: 'QC',
    since: '2023-02-01',
    statute: fact(
      'Credit Assessment Agents Act, s. 8',
      'Credit Assessment Agents Act, CQLR c A-8.2, s. 8',
    ),
    text: fact(
      'If you live in Québec, you can ask Equifax and TransUnion to put a security freeze on your credit file, free of charge. While it is in place, a bureau may not share your file with a lender to grant new credit, which protects you against credit opened in your name.',
      'Credit Assessment Agents Act, CQLR c A-8.2, s. 8 (in force February 1, 2023)',
    ),
  },
  {
    province: 'ON',
    since: '2026-07-01',
    statute: fact(
      'Consumer Reporting Act, as amended (O. Reg. 168/25)',
      'Consumer Reporting Act, RSO 1990 c C.33, as amended; O. Reg. 168/25 (summaries of the amendments)',
    ),
    text: fact(
      'If you live in Ontario, you can ask Equifax and TransUnion to put a security freeze on your credit file, free of charge. While it is in place, a bureau may not share your file with a lender to grant new credit.',
      'Consumer Reporting Act, RSO 1990 c C.33, as amended; O. Reg. 168/25 (in force July 1, 2026; summaries of the amendments)',
    ),
  },
];

/**
 * The freezes in the order a consumer should read them: their own province's first, then the
 * others (a consumer elsewhere sees both, in the order above).
 */
export function securityFreezesFor(province: ProvinceCode | null): readonly SecurityFreeze[] {
  const own = SECURITY_FREEZES.filter((freeze) => freeze.province === province);
  return [...own, ...SECURITY_FREEZES.filter((freeze) => freeze.province !== province)];
}
