import { z } from 'shared/zod';
import { isCalendarDate } from './calendar-date';
import { fieldTexts } from './messages/en/field';
import { defineMessages, messageWithValues } from './messages/message';
import { isPrintableInLetters, isSafeText, textMessages } from './text-safety';

/** Messages of the fields several schemas share. */
export const fieldMessages = defineMessages('field', fieldTexts, () =>
  import('./messages/fr/field').then((module) => module.fieldTextsFr),
);

/** 'Please keep this to 200 characters or fewer.' */
function tooLongMessage(max: number): string {
  return messageWithValues(fieldMessages.tooLong, { max });
}

/** Reusable field schemas shared by several entities. */

/**
 * The JSON Schema type of a value a transform writes (the API's answers in its OpenAPI document,
 * which cannot see through a transform): the type the transform keeps.
 */
export const STRING_OUTPUT = { type: 'string' } as const;
export const NULLABLE_STRING_OUTPUT = { type: ['string', 'null'] } as const;

/**
 * The base of every string in the contract: no control character (a NUL byte makes PostgreSQL
 * fail the whole statement) and no lone UTF-16 surrogate (not valid UTF-8, so not storable).
 * Tab, line feed and carriage return stay allowed for the multi-line fields.
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isSafeText, textMessages.controlCharacters);
}

export const uuid = z.uuid({ error: fieldMessages.notFound });

const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;
export const postalCodeInvalid = fieldMessages.postalCodeInvalid;

/**
 * Formats postal-code input as the user types (spec section 5): upper-cased, a space inserted
 * after 3 characters once 6 are typed, and nothing beyond 7 characters.
 */
export function formatPostalCode(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const formatted = compact.length >= 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
  return formatted.slice(0, 7);
}

export function isCanadianPostalCode(value: string): boolean {
  return CANADIAN_POSTAL_CODE.test(value);
}

/**
 * True when `input` is a Canadian postal code once formatted, with nothing left over: the
 * formatter drops what follows the 7th character (right while typing), but a submitted
 * 'M5H 2N2X' is a wrong code, not M5H 2N2. Spaces and hyphens are ignored ('m5h-2n2' is fine).
 */
function isPostalCodeInput(input: string): boolean {
  return input.replace(/[\s-]/g, '').length === 6 && isCanadianPostalCode(formatPostalCode(input));
}

/** A required Canadian postal code: `requiredMessage` when empty, the format message otherwise. */
export function postalCode(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isPostalCodeInput, postalCodeInvalid)
    .transform(formatPostalCode)
    .meta(STRING_OUTPUT);
}

/** An optional postal code: empty is allowed, anything else must be Canadian. */
export const optionalPostalCode = z
  .string()
  .trim()
  .refine((value) => value === '' || isPostalCodeInput(value), postalCodeInvalid)
  .transform(formatPostalCode)
  .meta(STRING_OUTPUT);

export function isoDate(message: string) {
  return safeString({ error: message }).refine(isCalendarDate, message);
}

/** A phone number in E.164 (+15145551234), as the phone inputs store it. */
const E164 = /^\+[1-9]\d{6,14}$/;
export function phoneNumber(message: string) {
  return z.string({ error: message }).trim().min(1, message).regex(E164, message);
}
export const optionalPhoneNumber = z
  .string()
  .trim()
  .refine((value) => value === '' || E164.test(value), fieldMessages.phoneInvalid);

/**
 * Free text with an upper bound, so no field can carry megabytes, that a letter can print: a
 * name, an address, a creditor, the consumer's own words.
 */
export function text(max = 200) {
  return safeString()
    .refine(isPrintableInLetters, textMessages.unprintable)
    .trim()
    .max(max, tooLongMessage(max));
}

export function requiredText(message: string, max = 200) {
  return safeString({ error: message })
    .refine(isPrintableInLetters, textMessages.unprintable)
    .trim()
    .min(1, message)
    .max(max, tooLongMessage(max));
}
