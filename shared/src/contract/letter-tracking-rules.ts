/**
 * The dispute tracker's rules (issue 9), free of zod so the letter list helpers that the api
 * slice (loaded with the login page) uses can read them. The zod schemas of the tracking and
 * follow-up bodies are in letter-tracking.ts.
 *
 * Decisions the issue leaves open, in one place:
 * - States: Generated (no sending recorded), Sent (sent, for a type that expects no reply),
 *   Awaiting reply (sent, for a type that expects one: the reply-due date is shown) and Resolved
 *   (an outcome and its date). The state is derived from the record, never stored, so it cannot
 *   disagree with the dates.
 * - Transitions: PUT replaces the whole tracking record, and any valid record may replace any
 *   other, because the consumer is correcting their own notes: recording the sending
 *   (Generated -> Awaiting reply), recording the outcome (-> Resolved), editing a recorded send
 *   (date or fax/mail, as long as a recorded outcome is not before it), reopening a resolved letter
 *   (clearing the outcome) and undoing a send (clearing everything). The one thing that cannot
 *   exist is an outcome without a sending: a letter is resolved only after it went out.
 * - Reply due: every letter type the product makes expects a written answer, so every type gets
 *   one, 30 calendar days after the date it was sent. Bureau disputes: the bureaus investigate
 *   within about 30 days. Creditor and agency letters (disputes, settlement offers and
 *   acceptances) ask for a written reply within 30 days. The free credit report requests too: a
 *   bureau must disclose the file it holds, and 30 days is the same fair delay. Follow-up letters
 *   ask again for a reply within 30 days. A type with `null` would stay "Sent" (none today).
 * - Dates are calendar dates (YYYY-MM-DD) in the consumer's time zone: the browser's zone on the
 *   client, the `time_zone` a client sends on the server, America/Toronto when unknown.
 * - Overdue: awaiting a reply and today (the consumer's local date) is after the reply-due date;
 *   the due date itself is not overdue yet; a resolved letter is never overdue.
 * - "No reply" (issue 14): an outcome that can only be true once the reply is due, so it may be
 *   recorded from the reply-due date on, and dated no earlier. Before that the form disables it
 *   and names the date it opens; the API refuses it with the same message.
 * - Follow-up: offered on an overdue letter, or on one resolved as "verified as accurate" or
 *   "no reply", once per letter, and only on a first letter: never on a follow-up (it already
 *   names where to complain next, which is the next step) nor on an escalation letter.
 * - Escalation (issue 14): once a bureau answered "verified as accurate", or did not reply, the
 *   consumer can complain to the provincial consumer office and to the privacy commissioner
 *   (federal, or Québec's, British Columbia's or Alberta's), and a Québec consumer can ask Equifax
 *   to transfer the complaint file to the AMF. Offered only on a first letter that went to a
 *   bureau, once per letter and kind; each is stored as its own type and tracked like any letter
 *   (a reply due 30 days after sending: each asks for a written acknowledgement or answer).
 */
import { addDays, isCalendarDate } from './calendar-date';
import { CREDIT_REPORT_REQUEST_LETTER, type LetterType } from './letters';
import { trackingTexts } from './messages/en/tracking';
import { defineMessages, messageWithValues } from './messages/message';
import type { AgencyName } from './options';
import type { ProvinceCode } from './provinces';

/** The stored type of a follow-up letter: made from a first letter, not through generate. */
export const FOLLOW_UP_LETTER = 'follow_up' as const;

/** The stored types of the escalation letters, each made from a first letter (see the header). */
export const ESCALATION_LETTERS = [
  'consumer_office_complaint',
  'privacy_complaint',
  'amf_transfer_request',
] as const;
export type EscalationLetterType = (typeof ESCALATION_LETTERS)[number];

/** An escalation letter's list name: 'Privacy Complaint - Credit Report Request - Equifax'. */
export function escalationLetterName(kind: EscalationLetterType, firstName: string): string {
  const names: Record<EscalationLetterType, string> = {
    consumer_office_complaint: 'Consumer Office Complaint',
    privacy_complaint: 'Privacy Complaint',
    amf_transfer_request: 'AMF Transfer Request',
  };
  return `${names[kind]} - ${firstName}`;
}

export type StoredLetterType = LetterType | typeof FOLLOW_UP_LETTER | EscalationLetterType;

/** How a letter was sent. */
export const SENT_BY = ['fax', 'mail'] as const;
export type SentBy = (typeof SENT_BY)[number];

/** What came of a letter. */
export const LETTER_OUTCOMES = [
  'corrected',
  'deleted',
  'verified_as_accurate',
  'settled',
  'no_reply',
  'other',
] as const;
export type LetterOutcome = (typeof LETTER_OUTCOMES)[number];

/** The outcomes after which a follow-up letter makes sense: the bureau or creditor did not act. */
export const FOLLOW_UP_OUTCOMES: readonly LetterOutcome[] = ['verified_as_accurate', 'no_reply'];

export const TRACKING_STATES = ['generated', 'sent', 'awaiting_reply', 'resolved'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

export const TRACKING_NOTE_MAX = 1000;

/** Days after sending within which a reply is due, per letter type (see the header). */
const DAYS_FOR_A_REPLY = 30;
export const REPLY_DUE_DAYS: Readonly<Record<StoredLetterType, number | null>> = {
  [CREDIT_REPORT_REQUEST_LETTER]: DAYS_FOR_A_REPLY,
  error_of_employment: DAYS_FOR_A_REPLY,
  error_of_name: DAYS_FOR_A_REPLY,
  error_of_address: DAYS_FOR_A_REPLY,
  error_on_credit_file: DAYS_FOR_A_REPLY,
  unauthorized_inquiry: DAYS_FOR_A_REPLY,
  account_corrections: DAYS_FOR_A_REPLY,
  adjust_balance: DAYS_FOR_A_REPLY,
  does_not_have_account: DAYS_FOR_A_REPLY,
  no_longer_responsible: DAYS_FOR_A_REPLY,
  remove_late_payment: DAYS_FOR_A_REPLY,
  change_rating: DAYS_FOR_A_REPLY,
  statute_barred_account: DAYS_FOR_A_REPLY,
  late_payment: DAYS_FOR_A_REPLY,
  outdated_item: DAYS_FOR_A_REPLY,
  consumer_statement: DAYS_FOR_A_REPLY,
  dispute_creditor: DAYS_FOR_A_REPLY,
  offer_a_settlement: DAYS_FOR_A_REPLY,
  accept_a_settlement: DAYS_FOR_A_REPLY,
  [FOLLOW_UP_LETTER]: DAYS_FOR_A_REPLY,
  consumer_office_complaint: DAYS_FOR_A_REPLY,
  privacy_complaint: DAYS_FOR_A_REPLY,
  amf_transfer_request: DAYS_FOR_A_REPLY,
};

/** The types the generate call makes: the first letters follow-ups and escalations are made from. */
export function isFirstLetterType(type: StoredLetterType | null): type is LetterType {
  return (
    type !== null &&
    type !== FOLLOW_UP_LETTER &&
    !(ESCALATION_LETTERS as readonly string[]).includes(type)
  );
}

export function isEscalationLetterType(type: unknown): type is EscalationLetterType {
  return typeof type === 'string' && (ESCALATION_LETTERS as readonly string[]).includes(type);
}

/** The field messages of the tracking form and of a -2 answer to PUT /generate-pdf/tracking. */
export const trackingMessages = defineMessages('tracking', trackingTexts, () =>
  import('./messages/fr/tracking').then((module) => module.trackingTextsFr),
);

/** '“No reply” can be recorded from March 2, 2026, …', with its date. */
export function noReplyNotYetMessage(opensOn: string): string {
  return messageWithValues(trackingMessages.noReplyNotYet, { date: { date: opensOn } });
}

/** 'The date of a “No reply” outcome cannot be before March 2, 2026, …', with its date. */
export function noReplyBeforeDueMessage(opensOn: string): string {
  return messageWithValues(trackingMessages.noReplyBeforeDue, { date: { date: opensOn } });
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** The date a reply is due: the type's days after sending, or null (not sent, or no reply due). */
export function replyDueDate(type: StoredLetterType, sentOn: string | null): string | null {
  const days = REPLY_DUE_DAYS[type];
  if (sentOn === null || days === null || !isCalendarDate(sentOn)) return null;
  return addDays(sentOn, days);
}

/**
 * The first day "No reply" may be recorded: the reply-due date. A letter of unknown type waits
 * the usual 30 days; null while the letter is not sent (or its date is not a date).
 */
export function noReplyOpensOn(
  type: StoredLetterType | null,
  sentOn: string | null,
): string | null {
  if (sentOn === null || !isCalendarDate(sentOn)) return null;
  if (type === null) return addDays(sentOn, DAYS_FOR_A_REPLY);
  return replyDueDate(type, sentOn) ?? addDays(sentOn, DAYS_FOR_A_REPLY);
}

/** The facts the state is derived from. */
export interface TrackingFacts {
  sent_on: string | null;
  outcome: LetterOutcome | null;
  /** The reply-due date (null when not sent or when the type expects no reply). */
  reply_due: string | null;
}

export function trackingState({ sent_on, outcome, reply_due }: TrackingFacts): TrackingState {
  if (outcome !== null) return 'resolved';
  if (sent_on === null) return 'generated';
  return reply_due === null ? 'sent' : 'awaiting_reply';
}

/** Awaiting a reply, and `today` (the consumer's local date) is after the reply-due date. */
export function isOverdue(letter: TrackingFacts, today: string): boolean {
  return (
    trackingState(letter) === 'awaiting_reply' &&
    letter.reply_due !== null &&
    today > letter.reply_due
  );
}

/** Whether a follow-up letter may be made from this letter today (see the header). */
export function isFollowUpOffered(
  letter: TrackingFacts & { type: StoredLetterType | null },
  today: string,
): boolean {
  if (!isFirstLetterType(letter.type)) return false;
  if (isOverdue(letter, today)) return true;
  // A "No reply" recorded before the rule above existed counts only once the reply is due.
  if (letter.outcome === 'no_reply') return letter.reply_due !== null && today >= letter.reply_due;
  return letter.outcome !== null && FOLLOW_UP_OUTCOMES.includes(letter.outcome);
}

/**
 * The first letters addressed to a credit bureau by name, one letter per bureau: their list name
 * ends with the bureau's ('Credit Report Request - Equifax').
 */
export const BUREAU_LETTERS: readonly LetterType[] = [
  CREDIT_REPORT_REQUEST_LETTER,
  'error_of_employment',
  'error_of_name',
  'error_of_address',
  'error_on_credit_file',
  'adjust_balance',
  'no_longer_responsible',
  'change_rating',
  'statute_barred_account',
  'late_payment',
  'outdated_item',
  'consumer_statement',
];

/**
 * The first letters addressed to a consumer reporting agency: account_corrections picks a bureau,
 * remove_late_payment types the agency's name, which the list name ends with.
 */
export const AGENCY_LETTERS: readonly LetterType[] = ['account_corrections', 'remove_late_payment'];

const BUREAU_NAMES: readonly AgencyName[] = ['Equifax', 'TransUnion'];

/**
 * The credit bureau a letter went to, read from its type and list name; null for a letter to a
 * creditor or to an agency that is not a bureau. A typed agency name counts when it names the
 * bureau in any spelling ('EQUIFAX Canada Co.', 'Trans Union').
 */
export function letterBureau(type: StoredLetterType | null, name: string): AgencyName | null {
  if (type === null) return null;
  // English names join with ' - ', French ones with ' – ' and write « Équifax » (issue 15).
  const separator = Math.max(name.lastIndexOf(' - '), name.lastIndexOf(' – '));
  const recipient =
    separator < 0
      ? ''
      : name
          .slice(separator + 3)
          .normalize('NFD')
          .replace(/\p{M}/gu, '');
  if (BUREAU_LETTERS.includes(type as LetterType)) {
    return BUREAU_NAMES.find((bureau) => recipient === bureau) ?? null;
  }
  if (AGENCY_LETTERS.includes(type as LetterType)) {
    const squeezed = recipient.toLowerCase().replace(/[^a-z]/g, '');
    return BUREAU_NAMES.find((bureau) => squeezed.includes(bureau.toLowerCase())) ?? null;
  }
  return null;
}

/** What the escalation offer is worked out from. */
export interface EscalationFacts {
  type: StoredLetterType | null;
  name: string;
  outcome: LetterOutcome | null;
  /** The consumer's province (from the current address, as letters take it). */
  province: ProvinceCode | null;
  /** The escalation letters already made from this letter (one per kind). */
  made: readonly EscalationLetterType[];
}

/** The escalation letters the tracker offers for a letter now (see the header), in order. */
export function escalationsOffered(letter: EscalationFacts): EscalationLetterType[] {
  if (!isFirstLetterType(letter.type)) return [];
  if (letter.outcome === null || !FOLLOW_UP_OUTCOMES.includes(letter.outcome)) return [];
  const bureau = letterBureau(letter.type, letter.name);
  if (bureau === null) return [];
  const kinds: EscalationLetterType[] = ['consumer_office_complaint', 'privacy_complaint'];
  if (letter.province === 'QC' && bureau === 'Equifax') kinds.push('amf_transfer_request');
  return kinds.filter((kind) => !letter.made.includes(kind));
}

/** A tracking record as the PUT body carries it (less the id). */
export interface TrackingValues {
  sent_on: string | null;
  sent_by: string | null;
  outcome: string | null;
  resolved_on: string | null;
  note: string;
}

export interface TrackingContext {
  /** The letter's type (null when unknown): it decides when a reply is due. */
  type: StoredLetterType | null;
  /** The letter's request date (YYYY-MM-DD): it cannot have been sent before it existed. */
  requestDate: string;
  /** The consumer's local date. */
  today: string;
}

type DateProblem = 'invalid' | 'future' | null;

function dateProblem(value: string, today: string): DateProblem {
  if (!isCalendarDate(value)) return 'invalid';
  return value > today ? 'future' : null;
}

/**
 * Every rule of a tracking record, field by field (first problem per field). Empty means the
 * record is valid and may replace the letter's current one.
 */
export function trackingProblems(
  values: TrackingValues,
  { type, requestDate, today }: TrackingContext,
): Record<string, string> {
  const m = trackingMessages;
  const errors: Record<string, string> = {};
  const { sent_on, sent_by, outcome, resolved_on, note } = values;

  let sentOn: string | null = null;
  if (sent_on === null) {
    // Saying how or what came of it means the letter went out: ask for the date.
    if (sent_by !== null || outcome !== null || resolved_on !== null) {
      errors.sent_on = m.sentOnRequired;
    }
  } else {
    const problem = dateProblem(sent_on, today);
    if (problem === 'invalid') errors.sent_on = m.dateInvalid;
    else if (problem === 'future') errors.sent_on = m.sentOnFuture;
    else if (sent_on < requestDate) errors.sent_on = m.sentOnBeforeRequest;
    else sentOn = sent_on;
    if (sent_by === null) errors.sent_by = m.sentByRequired;
  }
  if (sent_by !== null && !(SENT_BY as readonly string[]).includes(sent_by)) {
    errors.sent_by = m.sentByRequired;
  }

  if (outcome !== null && !(LETTER_OUTCOMES as readonly string[]).includes(outcome)) {
    errors.outcome = m.outcomeRequired;
  }
  if (resolved_on === null) {
    if (outcome !== null) errors.resolved_on = m.resolvedOnRequired;
  } else {
    if (outcome === null) errors.outcome = m.outcomeRequired;
    const problem = dateProblem(resolved_on, today);
    if (problem === 'invalid') errors.resolved_on = m.dateInvalid;
    else if (problem === 'future') errors.resolved_on = m.resolvedOnFuture;
    else if (sentOn !== null && resolved_on < sentOn) errors.resolved_on = m.resolvedOnBeforeSent;
  }
  if (outcome === 'no_reply' && sentOn !== null && !errors.outcome) {
    const opensOn = noReplyOpensOn(type, sentOn);
    if (opensOn !== null && today < opensOn) errors.outcome = noReplyNotYetMessage(opensOn);
    else if (
      opensOn !== null &&
      !errors.resolved_on &&
      resolved_on !== null &&
      resolved_on < opensOn
    ) {
      errors.resolved_on = noReplyBeforeDueMessage(opensOn);
    }
  }

  if (note.length > TRACKING_NOTE_MAX) errors.note = m.noteTooLong;
  return errors;
}

/** A letter as the summary needs it. */
export interface SummarizedLetter extends TrackingFacts {
  id: string;
  name: string;
}

export interface TrackingSummary {
  /** Sent, a reply due and not yet past its date. */
  awaiting: number;
  /** Past the reply-due date without an outcome (not counted in `awaiting`). */
  overdue: number;
  resolved: number;
  /** The earliest reply-due date from today on, with the letter(s) due then; null when none. */
  nextDue: { date: string; letters: SummarizedLetter[] } | null;
}

/** The counts above the tabs, across every group (today is the consumer's local date). */
export function summarizeTracking(
  letters: readonly SummarizedLetter[],
  today: string,
): TrackingSummary {
  const summary: TrackingSummary = { awaiting: 0, overdue: 0, resolved: 0, nextDue: null };
  for (const letter of letters) {
    const state = trackingState(letter);
    if (state === 'resolved') summary.resolved += 1;
    if (state !== 'awaiting_reply' || letter.reply_due === null) continue;
    if (isOverdue(letter, today)) {
      summary.overdue += 1;
      continue;
    }
    summary.awaiting += 1;
    const due = letter.reply_due;
    if (summary.nextDue === null || due < summary.nextDue.date) {
      summary.nextDue = { date: due, letters: [letter] };
    } else if (due === summary.nextDue.date) {
      summary.nextDue.letters.push(letter);
    }
  }
  return summary;
}
