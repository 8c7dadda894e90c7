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
 * - Follow-up: offered on an overdue letter, or on one resolved as "verified as accurate" or
 *   "no reply", once per letter, and never on a follow-up letter itself (it already names where to
 *   complain next, which is the next step).
 */
import { CREDIT_REPORT_REQUEST_LETTER, type LetterType } from './letters';

/** The stored type of a follow-up letter: made from a first letter, not through generate. */
export const FOLLOW_UP_LETTER = 'follow_up' as const;
export type StoredLetterType = LetterType | typeof FOLLOW_UP_LETTER;

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

/** The consumer's zone when nothing better is known (the product's letters are dated in it too). */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

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
  consumer_statement: DAYS_FOR_A_REPLY,
  dispute_creditor: DAYS_FOR_A_REPLY,
  offer_a_settlement: DAYS_FOR_A_REPLY,
  accept_a_settlement: DAYS_FOR_A_REPLY,
  [FOLLOW_UP_LETTER]: DAYS_FOR_A_REPLY,
};

/** The field messages of the tracking form and of a -2 answer to PUT /generate-pdf/tracking. */
export const trackingMessages = {
  sentOnRequired: 'Please enter the date you sent the letter.',
  dateInvalid: 'Please enter a real date, like 2026-03-02.',
  sentOnFuture: 'The date sent cannot be in the future.',
  sentOnBeforeRequest: 'The date sent cannot be before the letter’s request date.',
  sentByRequired: 'Please choose how you sent the letter.',
  outcomeRequired: 'Please choose the outcome.',
  resolvedOnRequired: 'Please enter the date of the outcome.',
  resolvedOnFuture: 'The date of the outcome cannot be in the future.',
  resolvedOnBeforeSent: 'The date of the outcome cannot be before the date sent.',
  noteTooLong: 'Please keep the note to 1,000 characters or fewer.',
  timeZoneInvalid: 'Please send a time zone like America/Toronto.',
  followUpNotOffered:
    'A follow-up letter can be made once the reply is overdue, or after an outcome of verified as accurate or no reply.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** True for an IANA zone name this runtime knows ('America/Halifax'). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar date at `instant` in `timeZone`, as YYYY-MM-DD. An unknown or missing zone means
 * America/Toronto.
 */
export function localDate(instant: Date, timeZone?: string | null): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `days` calendar days after a YYYY-MM-DD date (negative goes back). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
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
  if (letter.type === FOLLOW_UP_LETTER) return false;
  if (isOverdue(letter, today)) return true;
  return letter.outcome !== null && FOLLOW_UP_OUTCOMES.includes(letter.outcome);
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
  { requestDate, today }: TrackingContext,
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
