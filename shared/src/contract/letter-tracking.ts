import { z } from 'shared/zod';
import { isCalendarDate, isTimeZone } from './calendar-date';
import { safeString, uuid } from './fields';
import { letterLanguage } from './letter-bodies';
import {
  ESCALATION_LETTERS,
  LETTER_OUTCOMES,
  trackingMessages as m,
  SENT_BY,
  TRACKING_NOTE_MAX,
  type TrackingContext,
  type TrackingValues,
  trackingProblems,
} from './letter-tracking-rules';

/**
 * The dispute tracker's bodies (issue 9). The rules themselves (due dates, states, the date
 * checks) are zod-free in letter-tracking-rules.ts; these schemas check the shapes and call them.
 */

const optionalDate = safeString({ error: m.dateInvalid })
  .refine(isCalendarDate, m.dateInvalid)
  .nullable()
  .default(null);

/** The consumer's IANA zone: their local date decides "in the future" (absent: America/Toronto). */
const timeZone = safeString({ error: m.timeZoneInvalid }).refine(isTimeZone, m.timeZoneInvalid);

/**
 * PUT /api/v1/generate-pdf/tracking: the letter's whole tracking record, which replaces the one
 * it had (an absent field is cleared). The rules that need the letter's request date and today
 * (trackingProblems) are checked by the API once the letter is found.
 */
export const letterTrackingBody = z.strictObject({
  id: uuid,
  sent_on: optionalDate,
  sent_by: z.enum(SENT_BY, { error: m.sentByRequired }).nullable().default(null),
  outcome: z.enum(LETTER_OUTCOMES, { error: m.outcomeRequired }).nullable().default(null),
  resolved_on: optionalDate,
  note: safeString().trim().max(TRACKING_NOTE_MAX, m.noteTooLong).default(''),
  time_zone: timeZone.optional(),
});
export type LetterTrackingBody = z.input<typeof letterTrackingBody>;
export type LetterTrackingInput = z.output<typeof letterTrackingBody>;

/** POST /api/v1/generate-pdf/follow-up: the first letter, and the consumer's zone for "overdue". */
export const followUpBody = z.strictObject({
  id: uuid,
  time_zone: timeZone.optional(),
  /** The follow-up's language (issue 15), English when absent. */
  language: letterLanguage,
});
export type FollowUpBody = z.input<typeof followUpBody>;

/** POST /api/v1/generate-pdf/escalation: the first letter and the kind of escalation letter. */
export const escalationBody = z.strictObject({
  id: uuid,
  kind: z.enum(ESCALATION_LETTERS, { error: m.escalationKindRequired }),
  /** The letter's language (issue 15), English when absent. */
  language: letterLanguage,
});
export type EscalationBody = z.input<typeof escalationBody>;

/** The tracking form as typed: '' for anything not filled in. */
export interface TrackingFormValues {
  sent_on: string;
  sent_by: string;
  outcome: string;
  resolved_on: string;
  note: string;
}

/** The form's values as a record: blanks become null, the note is trimmed. */
export function trackingValuesFromForm(form: TrackingFormValues): TrackingValues {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    sent_on: orNull(form.sent_on),
    sent_by: orNull(form.sent_by),
    outcome: orNull(form.outcome),
    resolved_on: orNull(form.resolved_on),
    note: form.note.trim(),
  };
}

/** The tracking form's schema: the same rules as the API, for the letter and day at hand. */
export function trackingFormSchema(context: TrackingContext) {
  return z
    .object({
      sent_on: z.string(),
      sent_by: z.string(),
      outcome: z.string(),
      resolved_on: z.string(),
      note: z.string(),
    })
    .superRefine((form, ctx) => {
      const problems = trackingProblems(trackingValuesFromForm(form), context);
      for (const [field, message] of Object.entries(problems)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}
