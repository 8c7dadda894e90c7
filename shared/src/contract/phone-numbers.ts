import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { safeString } from './fields';
import { DEFAULT_PHONE_COUNTRY } from './options';

/**
 * Phone and fax numbers of creditors, agencies and bureaus (issue 14): one number per field, read
 * with libphonenumber (min metadata; a number without '+' is Canadian) and printed the Canadian
 * way: "(416) 555-0142", toll-free "1-800-555-0199", other countries "+44 20 7123 4567".
 */

/** The North American toll-free area codes (NANPA): their numbers print as 1-800-555-0199. */
const TOLL_FREE_AREA_CODES = ['800', '833', '844', '855', '866', '877', '888'];

/**
 * What a number may be written with: digits, spaces, + ( ) - . and an extension ("ext. 12",
 * "x12"). Checked before libphonenumber, which would otherwise find a number inside any text
 * ("call 416-555-0142 after 5").
 */
const NUMBER_CHARACTERS = /^\+?[\d\s().-]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i;

/** Room for any number written with spaces, punctuation and an extension. */
export const PHONE_NUMBER_MAX = 40;

/** A valid number in `input` (with its extension, if any), or null. '' is not a number. */
export function parsePhoneNumber(input: string): PhoneNumber | null {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > PHONE_NUMBER_MAX || !NUMBER_CHARACTERS.test(trimmed)) {
    return null;
  }
  const parsed = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed : null;
}

/** "+14165550142" for any way of writing a valid number, or null. Extensions are dropped. */
export function phoneNumberE164(input: string): string | null {
  return parsePhoneNumber(input)?.number ?? null;
}

/** True when both hold the same valid number, however each is written. */
export function samePhoneNumber(a: string, b: string): boolean {
  const first = phoneNumberE164(a);
  return first !== null && first === phoneNumberE164(b);
}

/** True for a North American toll-free number (1-800, 833, 844, 855, 866, 877, 888). */
export function isTollFreeNumber(number: PhoneNumber): boolean {
  return (
    number.countryCallingCode === '1' &&
    TOLL_FREE_AREA_CODES.includes(number.nationalNumber.slice(0, 3))
  );
}

/**
 * The number as a Canadian reads it: "(416) 555-0142", "1-800-555-0199", with " ext. 12" when
 * it has one; a number outside North America in international form. Text that is not a valid
 * number is returned trimmed, as given (a letter stored before numbers were checked).
 */
export function formatPhoneNumber(input: string): string {
  const number = parsePhoneNumber(input);
  if (!number) return input.trim();
  const extension = number.ext ? ` ext. ${number.ext}` : '';
  if (number.countryCallingCode !== '1') return `${number.formatInternational()}${extension}`;
  const digits = number.nationalNumber;
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  const main = isTollFreeNumber(number)
    ? `1-${area}-${exchange}-${line}`
    : `(${area}) ${exchange}-${line}`;
  return `${main}${extension}`;
}

/**
 * An optional number field of a letter body: '' or one valid number (kept as typed, trimmed).
 * `message` names the field's kind ("Please enter a valid fax number, like (416) 555-0142.").
 * A fax has no extension: a fax machine cannot dial one. A toll-free field takes toll-free numbers.
 */
export function optionalNumberField(
  message: string,
  options: { extension: boolean; tollFree?: boolean },
) {
  return safeString({ error: message })
    .trim()
    .refine((value) => {
      if (value === '') return true;
      const number = parsePhoneNumber(value);
      if (number === null) return false;
      if (!options.extension && number.ext !== undefined) return false;
      return !options.tollFree || isTollFreeNumber(number);
    }, message);
}
