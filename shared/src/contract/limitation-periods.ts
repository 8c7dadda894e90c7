/**
 * When a debt becomes statute-barred: each province's and territory's collection limitation
 * period, and the rules that date it. One source for the statute-barred letter (the API refuses
 * it while the period runs), its wizard (which says so before submitting) and the reference pages
 * (PROVINCIAL_FACTS.limitationPeriod is written from this table), so the three never disagree.
 * Issue 16 puts the credit-report retention rules beside these and feeds a debts page from both.
 *
 * Decisions, in one place:
 * - The period runs from the last payment or written acknowledgement of the debt: either one
 *   starts it again in most provinces (sources for AB, NS, ON and NL).
 * - Where only third-party pages give a period, or sources disagree, the rules use the longest
 *   credible value and the period is unconfirmed: the product then never calls a debt barred that
 *   one source says is not, and says the period is unconfirmed.
 * - Where a province shortened its period on a known day (BC, MB, NS), a payment made before that
 *   day is counted from that day: transition rules usually end an old period at the earlier of
 *   its own end and the new period counted from that day, so this date is never too early.
 * - A debt is barred from the day after the anniversary: Ontario's Act bars a claim "after the
 *   second anniversary", so on the anniversary itself it can still be sued on. The anniversary of
 *   February 29 in a common year is March 1, the later of the two readings, so a debt is never
 *   called barred a day early.
 */
import { addDays, addYears, isCalendarDate } from './calendar-date';
import { localeFormat } from './locale-format';
import type { Language } from './messages/message';
import type { ProvinceCode } from './provinces';

/** A date written YYYY-MM-DD. */
type IsoDate = string;

/** The law that sets a period, as a letter cites it. */
export interface LimitationStatute {
  readonly name: string;
  /** "SS 2004, c L-16.1", or null where the reference notes give none. */
  readonly citation: string | null;
  /** "s. 5", "art. 2925", or null where the reference notes name no provision. */
  readonly provision: string | null;
}

export interface LimitationPeriod {
  readonly code: ProvinceCode;
  /**
   * The basic period in years, the one the rules use: where sources disagree, the longest any
   * credible source gives.
   */
  readonly years: number;
  /** The periods the sources give when they disagree, shortest first; empty when they agree. */
  readonly disputedYears: readonly number[];
  /** The ultimate period (the longest a claim can wait, whatever happens), where one exists. */
  readonly ultimateYears: number | null;
  /** Alberta's basic period runs from discovery of the claim. */
  readonly fromDiscovery: boolean;
  /** The day the current period took effect, where the notes give one. */
  readonly since: IsoDate | null;
  /** The statute that sets it, or null where no source names one. */
  readonly statute: LimitationStatute | null;
  /** Where the period was found. */
  readonly source: string;
  /** Only third-party pages give it, or they disagree: the wizard says so, the letter too. */
  readonly unconfirmed: boolean;
}

interface PeriodFacts {
  years: number;
  source: string;
  statute?: LimitationStatute;
  disputedYears?: number[];
  ultimateYears?: number;
  fromDiscovery?: true;
  since?: IsoDate;
  unconfirmed?: true;
}

function statute(
  name: string,
  citation: string | null = null,
  provision: string | null = null,
): LimitationStatute {
  return { name, citation, provision };
}

// Each source's French, for a French page, is in the reference data's French part (french-names.ts).
const THIRD_PARTY = { source: 'third-party pages' };
const DISAGREE = { source: 'third-party pages, which disagree' };

const FACTS: Record<ProvinceCode, PeriodFacts> = {
  AB: {
    years: 2,
    ultimateYears: 10,
    fromDiscovery: true,
    statute: statute('Limitations Act'),
    source: 'Limitations Act (carrlaw.com)',
  },
  BC: {
    years: 2,
    since: '2013-06-01',
    statute: statute('Limitation Act'),
    source: 'Limitation Act (mondaq)',
  },
  MB: {
    years: 2,
    ultimateYears: 15,
    since: '2022-09-30',
    statute: statute('The Limitations Act', 'SM 2021, c 44'),
    source: 'The Limitations Act, SM 2021, c 44',
  },
  NB: {
    years: 2,
    statute: statute('Limitation of Actions Act', 'SNB 2009, c L-8.5'),
    source: 'moneyproblems.ca; the Act’s text was not checked',
    unconfirmed: true,
  },
  NL: { years: 6, disputedYears: [2, 6], ...DISAGREE, unconfirmed: true },
  NS: {
    years: 2,
    ultimateYears: 15,
    since: '2015-09-01',
    statute: statute('Limitation of Actions Act'),
    source: 'Limitation of Actions Act (legalinfo.org)',
  },
  NT: { years: 6, ...THIRD_PARTY, unconfirmed: true },
  NU: { years: 6, disputedYears: [3, 6], ...DISAGREE, unconfirmed: true },
  ON: {
    years: 2,
    ultimateYears: 15,
    statute: statute('Limitations Act, 2002', null, 's. 4'),
    source: 'Limitations Act, 2002, s. 4',
  },
  PE: { years: 6, ...THIRD_PARTY, unconfirmed: true },
  QC: {
    years: 3,
    statute: statute('Civil Code of Québec', null, 'art. 2925'),
    source: 'Civil Code of Québec, art. 2925',
  },
  SK: {
    years: 2,
    statute: statute('The Limitations Act', 'SS 2004, c L-16.1', 's. 5'),
    source: 'The Limitations Act, SS 2004, c L-16.1, s. 5',
  },
  YT: { years: 6, disputedYears: [2, 6], ...DISAGREE, unconfirmed: true },
};

function period(code: ProvinceCode): LimitationPeriod {
  const facts = FACTS[code];
  return {
    code,
    years: facts.years,
    disputedYears: facts.disputedYears ?? [],
    ultimateYears: facts.ultimateYears ?? null,
    fromDiscovery: facts.fromDiscovery ?? false,
    since: facts.since ?? null,
    statute: facts.statute ?? null,
    source: facts.source,
    unconfirmed: facts.unconfirmed ?? false,
  };
}

/** Every province's and territory's period, keyed by its code. */
export const LIMITATION_PERIODS: Readonly<Record<ProvinceCode, LimitationPeriod>> = Object.freeze(
  Object.fromEntries(
    (Object.keys(FACTS) as ProvinceCode[]).map((code) => [code, period(code)]),
  ) as Record<ProvinceCode, LimitationPeriod>,
);

/** "2026-03-05" as "March 5, 2026" (en-CA long form); anything else is returned as given. */
export function formatLongDate(date: IsoDate): string {
  return isCalendarDate(date) ? localeFormat('en-CA').calendarDate(date) : date;
}

function years(count: number, language: Language): string {
  if (language === 'fr') return count === 1 ? '1 an' : `${count} ans`;
  return count === 1 ? '1 year' : `${count} years`;
}

/**
 * The period in words, as the reference pages show it: "2 years (since June 1, 2013)",
 * "2 years from discovery, 10 years at most", "6 years (the longest that sources give: 2 or 6)";
 * in French « 2 ans (depuis le 1er juin 2013) », « 2 ans à compter de la découverte, 10 ans au
 * plus ».
 */
export function limitationPeriodText(
  limitation: LimitationPeriod,
  language: Language = 'en',
): string {
  const french = language === 'fr';
  let words = years(limitation.years, language);
  if (limitation.fromDiscovery) words += french ? ' à compter de la découverte' : ' from discovery';
  if (limitation.since) {
    words += french
      ? ` (depuis le ${localeFormat('fr-CA').calendarDate(limitation.since)})`
      : ` (since ${formatLongDate(limitation.since)})`;
  }
  if (limitation.disputedYears.length > 0) {
    words += french
      ? ` (la plus longue des durées que donnent les sources : ${limitation.disputedYears.join(' ou ')})`
      : ` (the longest that sources give: ${limitation.disputedYears.join(' or ')})`;
  }
  if (limitation.ultimateYears !== null) {
    words += `, ${years(limitation.ultimateYears, language)} ${french ? 'au plus' : 'at most'}`;
  }
  return words;
}

/** "Limitations Act, 2002, s. 4", "The Limitations Act, SS 2004, c L-16.1, s. 5". */
export function limitationStatuteTitle(law: LimitationStatute): string {
  return [law.name, law.citation, law.provision].filter(Boolean).join(', ');
}

/**
 * The first day on which a debt is statute-barred in a province: the day after the period's
 * anniversary of the last payment or written acknowledgement.
 */
/**
 * The provinces whose credit-reporting law bars a bureau from reporting a debt past its
 * limitation period (Saskatchewan's Credit Reporting Act, s. 18, in the provincial reference
 * data). Elsewhere the limitation period concerns collecting only: a bureau is asked, not told,
 * to remove such a debt, until its own reporting period ends.
 */
export const BARS_REPORTING_STATUTE_BARRED: readonly ProvinceCode[] = ['SK'];

export function statuteBarredFrom(lastPaymentDate: IsoDate, code: ProvinceCode): IsoDate {
  const { years: count, since } = LIMITATION_PERIODS[code];
  const start = since !== null && lastPaymentDate < since ? since : lastPaymentDate;
  return addDays(addYears(start, count), 1);
}

/** True when, on `today`, the province's limitation period has passed since the last payment. */
export function hasLimitationPassed(
  lastPaymentDate: IsoDate,
  code: ProvinceCode,
  today: IsoDate,
): boolean {
  return today >= statuteBarredFrom(lastPaymentDate, code);
}

/** Names as a sentence uses them: "In the Northwest Territories", "In Prince Edward Island". */
const PLACE_NAMES: Readonly<Record<ProvinceCode, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'the Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export function placeName(code: ProvinceCode): string {
  return PLACE_NAMES[code];
}

/** Where a debt stands against the limitation period of the consumer's province. */
export interface LimitationStatus {
  /** The first day the debt is statute-barred, counted from the last payment or acknowledgement. */
  readonly barredFrom: IsoDate;
  /** True on and after that day. */
  readonly passed: boolean;
  /** The period is unconfirmed for the province: say so, and to check with a legal clinic. */
  readonly unconfirmed: boolean;
  readonly statute: LimitationStatute | null;
  readonly source: string;
}

/**
 * The limitation period of one debt, on `today`. A payment or a written acknowledgement starts it
 * again: pass the latest of them, so paying anything on an old debt gives it a new period.
 */
export function limitationStatus(
  lastPaymentDate: IsoDate,
  code: ProvinceCode,
  today: IsoDate,
): LimitationStatus {
  const limitation = LIMITATION_PERIODS[code];
  return {
    barredFrom: statuteBarredFrom(lastPaymentDate, code),
    passed: hasLimitationPassed(lastPaymentDate, code, today),
    unconfirmed: limitation.unconfirmed,
    statute: limitation.statute,
    source: limitation.source,
  };
}
