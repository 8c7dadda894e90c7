/**
 * The Outdated Item Removal letter's rule (issue 16): a negative item a bureau still reports after
 * the date it must leave the consumer's file. The dates come from report-removal.ts, the rule the
 * debts page shows; this module adds what a letter needs on top of it:
 *
 * - The letter states the date an item's period counts from as the consumer gives it (from their
 *   report or their papers), one field per kind of date, and only the fields the item's kind reads.
 * - TransUnion counts an account or a collection from its first delinquency. The debts page may
 *   estimate that date from the last activity; a letter may not: the first delinquency can come a
 *   month after the last payment, so the estimate could say an item is late for removal while
 *   TransUnion may still lawfully report it. A TransUnion letter about such an item asks for the
 *   first delinquency.
 * - The API refuses the letter while any bureau it goes to may still report the item, with the day
 *   that ends, and the wizard says the same before the consumer submits (one function, both ends).
 */
import { isCalendarDate } from './calendar-date';
import { outdatedTexts } from './messages/en/outdated';
import { defineMessages, messageWithValues } from './messages/message';
import type { ProvinceCode } from './provinces';
import {
  isPastRemoval,
  type NegativeItemKind,
  type RemovalBasis,
  type RemovalDate,
  type ReportingBureau,
  reportRemovalDate,
} from './report-removal';

type IsoDate = string;

export const outdatedMessages = defineMessages('outdated', outdatedTexts, () =>
  import('./messages/fr/outdated').then((module) => module.outdatedTextsFr),
);

/** The letter's date fields, one per date a reporting period counts from. */
export const OUTDATED_ITEM_DATE_FIELDS = [
  'last_activity_date',
  'first_delinquency_date',
  'started_date',
  'discharged_date',
  'paid_off_date',
] as const;
export type OutdatedItemDateField = (typeof OUTDATED_ITEM_DATE_FIELDS)[number];

/** The field that holds the date a basis counts from. */
export const DATE_FIELD_OF_BASIS: Readonly<Record<RemovalBasis, OutdatedItemDateField>> = {
  last_activity: 'last_activity_date',
  first_delinquency: 'first_delinquency_date',
  started: 'started_date',
  discharged: 'discharged_date',
  paid_off: 'paid_off_date',
};

const REQUIRED_MESSAGE: Readonly<Record<OutdatedItemDateField, string>> = {
  last_activity_date: outdatedMessages.lastActivityRequired,
  first_delinquency_date: outdatedMessages.firstDelinquencyRequired,
  started_date: outdatedMessages.startedRequired,
  discharged_date: outdatedMessages.dischargedRequired,
  paid_off_date: outdatedMessages.paidOffRequired,
};

/** What the letter knows about the item: its kind, its dates ('' when not given), its siblings. */
export interface OutdatedItemFacts {
  item_kind: NegativeItemKind;
  last_activity_date: IsoDate | '';
  first_delinquency_date: IsoDate | '';
  started_date: IsoDate | '';
  discharged_date: IsoDate | '';
  paid_off_date: IsoDate | '';
  /** bankruptcy: the consumer's other bankruptcies (from one on, each stays 14 years). */
  other_bankruptcies: number;
}

/** The date fields a kind of item reads, in the order a form shows them. */
export function outdatedItemDateFields(
  kind: NegativeItemKind,
  bureaus: readonly ReportingBureau[],
): OutdatedItemDateField[] {
  switch (kind) {
    case 'account':
    case 'collection':
      return [
        ...(bureaus.includes('Equifax') ? (['last_activity_date'] as const) : []),
        ...(bureaus.includes('TransUnion') ? (['first_delinquency_date'] as const) : []),
      ];
    case 'judgment':
      return ['started_date'];
    case 'bankruptcy':
      return ['discharged_date'];
    case 'consumer_proposal':
    case 'debt_management_plan':
      return ['started_date', 'paid_off_date'];
  }
}

function given(date: IsoDate | ''): IsoDate | null {
  return date === '' ? null : date;
}

/**
 * The day a bureau must have removed the item at the latest, as a letter may state it: for
 * TransUnion's accounts and collections only from the first delinquency (see the header).
 */
export function outdatedItemRemoval(
  facts: OutdatedItemFacts,
  bureau: ReportingBureau,
  province: ProvinceCode,
): RemovalDate {
  const countsFromDelinquency =
    bureau === 'TransUnion' && (facts.item_kind === 'account' || facts.item_kind === 'collection');
  if (countsFromDelinquency && facts.first_delinquency_date === '') {
    return { known: false, needs: 'first_delinquency' };
  }
  return reportRemovalDate(facts.item_kind, bureau, province, {
    lastActivity: given(facts.last_activity_date),
    firstDelinquency: given(facts.first_delinquency_date),
    started: given(facts.started_date),
    discharged: given(facts.discharged_date),
    paidOff: given(facts.paid_off_date),
    otherBankruptcies: facts.other_bankruptcies,
  });
}

/** One bureau's removal date for the item, and whether it has passed on the day asked. */
export interface OutdatedItemBureauCheck {
  readonly bureau: ReportingBureau;
  readonly removal: RemovalDate;
  readonly past: boolean;
}

export function outdatedItemChecks(
  facts: OutdatedItemFacts,
  bureaus: readonly ReportingBureau[],
  province: ProvinceCode,
  today: IsoDate,
): OutdatedItemBureauCheck[] {
  return bureaus.map((bureau) => {
    const removal = outdatedItemRemoval(facts, bureau, province);
    return { bureau, removal, past: isPastRemoval(removal, today) };
  });
}

/** The field a refusal names: a date field, or `bureau` when a bureau's period still runs. */
export type OutdatedItemField = OutdatedItemDateField | 'bureau';

/**
 * Why the letter cannot be made on `today` for a consumer of `province`, by field; empty when it
 * can. In order: a date in the future, the paid-in-full date before the start, a date the item's
 * rule needs and lacks, then the bureaus that may still report the item (with the day that ends).
 */
export function outdatedItemProblems(
  facts: OutdatedItemFacts,
  bureaus: readonly ReportingBureau[],
  province: ProvinceCode,
  today: IsoDate,
): Partial<Record<OutdatedItemField, string>> {
  const problems: Partial<Record<OutdatedItemField, string>> = {};
  const fields = outdatedItemDateFields(facts.item_kind, bureaus);
  for (const field of fields) {
    const date = facts[field];
    if (date !== '' && !isCalendarDate(date)) problems[field] = outdatedMessages.dateInvalid;
    else if (date > today) problems[field] = outdatedMessages.dateFuture;
  }
  if (
    facts.started_date !== '' &&
    facts.paid_off_date !== '' &&
    fields.includes('paid_off_date') &&
    facts.paid_off_date < facts.started_date
  ) {
    problems.paid_off_date ??= outdatedMessages.paidOffBeforeStart;
  }
  if (Object.keys(problems).length > 0) return problems;

  const checks = outdatedItemChecks(facts, bureaus, province, today);
  for (const { removal } of checks) {
    if (!removal.known) {
      const field = DATE_FIELD_OF_BASIS[removal.needs];
      problems[field] ??= REQUIRED_MESSAGE[field];
    }
  }
  if (Object.keys(problems).length > 0) return problems;

  const running = checks.filter((check) => !check.past);
  const message = notPastMessage(running);
  return message === null ? {} : { bureau: message };
}

function removalDay(check: OutdatedItemBureauCheck): IsoDate {
  return check.removal.known ? check.removal.date : '';
}

/** "Equifax may still report this item until …", for the bureaus whose period still runs. */
function notPastMessage(running: readonly OutdatedItemBureauCheck[]): string | null {
  const [first, second] = running;
  if (!first) return null;
  if (second) {
    const [equifax, transunion] = first.bureau === 'Equifax' ? [first, second] : [second, first];
    return messageWithValues(outdatedMessages.notPastBoth, {
      equifax: { date: removalDay(equifax) },
      transunion: { date: removalDay(transunion) },
    });
  }
  return messageWithValues(
    first.bureau === 'Equifax'
      ? outdatedMessages.notPastEquifax
      : outdatedMessages.notPastTransUnion,
    { date: { date: removalDay(first) } },
  );
}
