import {
  type GeneratedLetter,
  LETTER_OUTCOMES,
  type LetterTrackingBody,
  SENT_BY,
  type TrackingFormValues,
  trackingValuesFromForm,
} from 'shared/contract';
import { timeZoneField } from '../../lib/local-today';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** The form's starting values: the letter's current record, '' for anything not recorded. */
export function trackingFormValues(letter: GeneratedLetter): TrackingFormValues {
  return {
    sent_on: letter.sent_on ?? '',
    sent_by: letter.sent_by ?? '',
    outcome: letter.outcome ?? '',
    resolved_on: letter.resolved_on ?? '',
    note: letter.note,
  };
}

/**
 * The PUT /generate-pdf/tracking body of a checked form: the whole record (blanks as null) and
 * the browser's time zone, which decides "today" for the API's date checks.
 */
export function trackingBody(id: string, form: TrackingFormValues): LetterTrackingBody {
  const values = trackingValuesFromForm(form);
  return {
    id,
    sent_on: values.sent_on,
    // The form's schema has accepted only these choices; the narrowing is for the compiler.
    sent_by: oneOf(SENT_BY, values.sent_by),
    outcome: oneOf(LETTER_OUTCOMES, values.outcome),
    resolved_on: values.resolved_on,
    note: values.note,
    ...timeZoneField(),
  };
}
