/**
 * When a negative item must leave each bureau's credit report (issue 16): the dates behind "Leaves
 * your Equifax report around …" on the debts page, and behind the dispute a consumer may send
 * once an item is still reported after that date. The periods are the ones the credit repair
 * guide shows (reference/retention.ts, with the same sources); this module turns them into dates.
 *
 * Decisions, in one place:
 * - A removal date is the LATEST date the sources allow: the product must never tell a consumer
 *   that an item should be gone (and offer a dispute saying so) while a bureau may still
 *   lawfully report it. So where a source gives two periods joined by "or" without saying which
 *   applies, the later one is used and the date is marked unconfirmed; where a source says
 *   "whichever comes first", the earlier one is used, as it says.
 * - Where a period is unconfirmed (only third-party pages, or sources disagree), the longest
 *   credible value is used and the date is marked unconfirmed, as the limitation rules do.
 * - Alberta's 6-year cap on reporting (law-faqs.org) can only make a date earlier and comes from
 *   one third-party page: it is not applied.
 * - An item is removed on the anniversary itself ("6 years from"): a dispute sent from the day
 *   after can say the period has passed.
 */
import { addYears } from './calendar-date';
import type { ProvinceCode } from './provinces';

type IsoDate = string;

export const REPORTING_BUREAUS = ['Equifax', 'TransUnion'] as const;
export type ReportingBureau = (typeof REPORTING_BUREAUS)[number];

/** The kinds of negative items whose reporting periods the bureaus publish. */
export const NEGATIVE_ITEM_KINDS = [
  'account',
  'collection',
  'judgment',
  'bankruptcy',
  'consumer_proposal',
  'debt_management_plan',
] as const;
export type NegativeItemKind = (typeof NEGATIVE_ITEM_KINDS)[number];

/** The dates the consumer knows about an item; each kind reads the ones its rule counts from. */
export interface NegativeItemDates {
  /** The account's date of last activity (Equifax counts accounts and collections from it). */
  lastActivity?: IsoDate | null;
  /**
   * The first missed payment that was never made good (TransUnion counts accounts and
   * collections from it; for a collection, the first delinquency with the original creditor).
   */
  firstDelinquency?: IsoDate | null;
  /** A judgment's filing, a consumer proposal's filing or signing, a management plan's start. */
  started?: IsoDate | null;
  /** A bankruptcy's discharge. */
  discharged?: IsoDate | null;
  /** When a consumer proposal or a debt management plan was paid in full. */
  paidOff?: IsoDate | null;
  /** The consumer's other bankruptcies, before or after this one: then each stays 14 years. */
  otherBankruptcies?: number;
}

/** Which date a removal date counts from, so the page can say what it rests on. */
export type RemovalBasis =
  | 'last_activity'
  | 'first_delinquency'
  | 'started'
  | 'discharged'
  | 'paid_off';

export type RemovalDate =
  | {
      readonly known: true;
      readonly date: IsoDate;
      readonly basis: RemovalBasis;
      /** The period counted from that date, in years (what a letter states as the rule). */
      readonly years: number;
      /**
       * False when the period is unconfirmed, when an "or" was read as the later date, or when
       * TransUnion's date was estimated from the last activity for want of the first delinquency.
       */
      readonly confirmed: boolean;
      readonly source: string;
    }
  | {
      readonly known: false;
      /** The date that would give it. */
      readonly needs: RemovalBasis;
    };

const EQUIFAX_SOURCE = 'Equifax Canada, dispute-credit-report page';
const FCAC_SOURCE = 'FCAC, "What\'s in your credit report"';
const THIRD_PARTY_SOURCE = 'third-party pages';

/** The sources a removal date rests on, so a letter can name the one behind its date. */
export const REMOVAL_SOURCES = {
  equifax: EQUIFAX_SOURCE,
  fcac: FCAC_SOURCE,
  thirdParty: THIRD_PARTY_SOURCE,
} as const;

/** TransUnion keeps a judgment longer in these provinces (FCAC). */
const TRANSUNION_JUDGMENT_YEARS: Partial<Record<ProvinceCode, number>> = {
  NB: 7,
  NL: 7,
  ON: 7,
  QC: 7,
  PE: 10,
};

function counted(
  from: IsoDate | null | undefined,
  basis: RemovalBasis,
  years: number,
  confirmed: boolean,
  source: string,
): RemovalDate {
  if (!from) return { known: false, needs: basis };
  return { known: true, date: addYears(from, years), basis, years, confirmed, source };
}

/** The earlier of two dates (a source's "whichever comes first"). */
function earlier(first: RemovalDate, second: RemovalDate): RemovalDate {
  if (!first.known) return second;
  if (!second.known) return first;
  return second.date < first.date ? second : first;
}

/**
 * The later of two dates, unconfirmed: a source's bare "or", read the safe way. Both dates are
 * needed: either one alone may be the earlier.
 */
function later(first: RemovalDate, second: RemovalDate): RemovalDate {
  if (!first.known) return first;
  if (!second.known) return second;
  const chosen = second.date > first.date ? second : first;
  return { ...chosen, confirmed: false };
}

/**
 * The day a negative item must leave a bureau's report at the latest, for a consumer living in
 * `province`, or the date that is missing to say it.
 */
export function reportRemovalDate(
  kind: NegativeItemKind,
  bureau: ReportingBureau,
  province: ProvinceCode,
  dates: NegativeItemDates,
): RemovalDate {
  const equifax = bureau === 'Equifax';
  switch (kind) {
    case 'account':
    case 'collection': {
      if (equifax) return counted(dates.lastActivity, 'last_activity', 6, true, EQUIFAX_SOURCE);
      if (dates.firstDelinquency) {
        return counted(dates.firstDelinquency, 'first_delinquency', 6, true, FCAC_SOURCE);
      }
      // An account's first delinquency comes before its last activity, or a month or so after
      // the last payment: counted from the last activity the date is near, not exact.
      return counted(dates.lastActivity, 'last_activity', 6, false, FCAC_SOURCE);
    }
    case 'judgment': {
      if (equifax) return counted(dates.started, 'started', 6, true, EQUIFAX_SOURCE);
      const years = TRANSUNION_JUDGMENT_YEARS[province] ?? 6;
      return counted(dates.started, 'started', years, true, FCAC_SOURCE);
    }
    case 'bankruptcy': {
      const more = (dates.otherBankruptcies ?? 0) > 0;
      if (equifax) {
        // "6 years after discharge; 14 years each if there was more than one".
        return counted(dates.discharged, 'discharged', more ? 14 : 6, true, EQUIFAX_SOURCE);
      }
      // TransUnion: "6 or 7 years after discharge depending on the province" (unconfirmed: 7),
      // "14 for a second" (the first of two is given 14 too: the safe reading, unconfirmed).
      return more
        ? counted(dates.discharged, 'discharged', 14, false, FCAC_SOURCE)
        : counted(dates.discharged, 'discharged', 7, false, THIRD_PARTY_SOURCE);
    }
    case 'consumer_proposal': {
      // Both bureaus: 3 years after it is paid or 6 after filing (signing), whichever is sooner.
      const source = equifax ? EQUIFAX_SOURCE : FCAC_SOURCE;
      return earlier(
        counted(dates.started, 'started', 6, true, source),
        counted(dates.paidOff, 'paid_off', 3, true, source),
      );
    }
    case 'debt_management_plan': {
      if (equifax) {
        return later(
          counted(dates.paidOff, 'paid_off', 2, true, EQUIFAX_SOURCE),
          counted(dates.started, 'started', 6, true, EQUIFAX_SOURCE),
        );
      }
      return counted(dates.paidOff, 'paid_off', 2, false, THIRD_PARTY_SOURCE);
    }
  }
}

/** True on and after the day after the removal date: the bureau should have removed it. */
export function isPastRemoval(removal: RemovalDate, today: IsoDate): boolean {
  return removal.known && today > removal.date;
}
