import { z } from 'shared/zod';
import { addYears, isCalendarDate, latestCanadianToday } from './calendar-date';
import {
  fieldMessages,
  NULLABLE_STRING_OUTPUT,
  optionalPhoneNumber,
  optionalPostalCode,
  phoneNumber,
  postalCode,
  requiredText,
  safeString,
  text,
  uuid,
} from './fields';
import { languageChoice } from './language-choice';
import { profileTexts } from './messages/en/profile';
import type { Language } from './messages/message';
import { defineMessages } from './messages/message';
import { moneyAmount } from './money-schema';
import { CITIZENSHIPS, GENDERS, TIME_AT_MAX, TIME_AT_MIN } from './options';
import { DEFAULT_PROVINCE_ID, PROVINCES } from './provinces';

/** Field messages of the profile tabs (spec section 5). */
export const profileMessages = defineMessages('profile', profileTexts, () =>
  import('./messages/fr/profile').then((module) => module.profileTextsFr),
);

const provinceId = z
  .number()
  .int()
  .refine((id) => PROVINCES.some((province) => province.id === id), fieldMessages.provinceRequired)
  .default(DEFAULT_PROVINCE_ID);

const timeAt = z.number().int().min(TIME_AT_MIN).max(TIME_AT_MAX).default(TIME_AT_MIN);

const wholeDollars = (message: string) =>
  z
    .number({ error: message })
    .int(profileMessages.wholeDollars)
    .min(0, profileMessages.wholeDollars)
    .max(100_000_000, profileMessages.wholeDollars);

/** The terms accept consumers of 18 or older (spec section 1). */
export const ADULT_AGE = 18;

/**
 * The problem with a date of birth (YYYY-MM-DD), or null: a real date from 1900, not in the
 * future, and at least 18 years ago. "Today" is the date where it is furthest ahead in Canada, so
 * the form and the API agree in any zone and a consumer who turns 18 today in their own zone is
 * never refused (at worst one a few hours short of it is accepted). A birthday on February 29
 * comes on March 1 in a common year.
 */
export function dateOfBirthMessage(value: string, now = new Date()): string | null {
  if (!isCalendarDate(value)) return profileMessages.dateOfBirth;
  const today = latestCanadianToday(now);
  if (value > today) return profileMessages.dateOfBirthFuture;
  if (addYears(value, ADULT_AGE) > today) return profileMessages.dateOfBirthUnderAge;
  return null;
}

export const dateOfBirth = safeString({ error: profileMessages.dateOfBirth }).superRefine(
  (value, context) => {
    const message = dateOfBirthMessage(value);
    if (message !== null) context.addIssue({ code: 'custom', message });
  },
);

/** A date that may be absent: null (or an emptied date input's '') is stored as null. */
const optionalDate = safeString()
  .nullable()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || isCalendarDate(value), profileMessages.date)
  .meta(NULLABLE_STRING_OUTPUT)
  .default(null);

export const contact = z.strictObject({
  id: uuid.optional(),
  email: safeString({ error: profileMessages.email })
    .trim()
    .min(1, profileMessages.email)
    .max(254, profileMessages.emailInvalid)
    .pipe(z.email({ error: profileMessages.emailInvalid })),
  first_name: requiredText(profileMessages.firstName, 100),
  /**
   * '' for a consumer who has none (many Canadians): an invented one printed on a dispute letter
   * would not match the bureau's file. The personal tab asks for one unless its box says so.
   */
  middle_name: text(100).default(''),
  last_name: requiredText(profileMessages.lastName, 100),
  home_phone: phoneNumber(profileMessages.phone),
  cell_phone: optionalPhoneNumber.default(''),
  date_of_birth: dateOfBirth,
  gender: z.enum(GENDERS).or(z.literal('')).default(''),
  citizenship: z.enum(CITIZENSHIPS).or(z.literal('')).default(''),
  /** Saved on the user, read and written with the contact (decisions.md); absent keeps it. */
  language: languageChoice.optional(),
});
export type Contact = z.output<typeof contact>;
export type ContactInput = z.input<typeof contact>;

export const currentAddress = z.strictObject({
  id: uuid.optional(),
  address_line_one: requiredText(profileMessages.currentAddress),
  address_line_two: text().default(''),
  city: requiredText(profileMessages.currentCity, 100),
  province_id: provinceId,
  postal_code: postalCode(profileMessages.currentPostalCode),
  is_previous: z.literal(false),
  rent_or_mortgage_cost: wholeDollars(profileMessages.currentRentOrMortgage),
  time_at_address: timeAt,
  is_renting: z.boolean().default(false),
});

/** The previous address has no required fields (spec section 5)... */
const previousAddressFields = z.strictObject({
  id: uuid.optional(),
  address_line_one: text().default(''),
  address_line_two: text().default(''),
  city: text(100).default(''),
  province_id: provinceId,
  postal_code: optionalPostalCode.default(''),
  is_previous: z.literal(true),
});

/**
 * ...but one with nothing in it is no address (issue 21): at least one of its lines, city or
 * postal code. The province is not enough, since the form always has one. The message goes under
 * the first line, where the form shows it.
 */
function refuseEmptyPreviousAddress(
  value: z.output<typeof previousAddressFields>,
  context: z.RefinementCtx,
) {
  const { address_line_one, address_line_two, city, postal_code } = value;
  if ([address_line_one, address_line_two, city, postal_code].every((part) => part.trim() === '')) {
    context.addIssue({
      code: 'custom',
      message: profileMessages.previousAddressEmpty,
      path: ['address_line_one'],
    });
  }
}

export const previousAddress = previousAddressFields.superRefine(refuseEmptyPreviousAddress);

export const address = z.discriminatedUnion('is_previous', [currentAddress, previousAddress]);
export type Address = z.output<typeof address>;
export type CurrentAddress = z.output<typeof currentAddress>;
export type PreviousAddress = z.output<typeof previousAddress>;

export const employment = z.strictObject({
  id: uuid.optional(),
  occupation: requiredText(profileMessages.occupation, 100),
  income: wholeDollars(profileMessages.income),
  name: requiredText(profileMessages.employerName, 150),
  work_phone: phoneNumber(profileMessages.workPhone),
  address: requiredText(profileMessages.employerAddress),
  city: requiredText(profileMessages.employerCity, 100),
  postal_code: postalCode(profileMessages.employerPostalCode),
  time_at_job: timeAt,
  province_id: provinceId,
});
export type Employment = z.output<typeof employment>;

export const identification = z.strictObject({
  id: uuid.optional(),
  license_type_id: z.number().int().min(0).max(11).default(0),
  license_number: text(50).default(''),
  place: text(100).default(''),
  expiry_date: optionalDate,
  is_secondary: z.boolean(),
});
export type Identification = z.output<typeof identification>;

/** No required fields (spec section 5): an untouched form saves as NO, None, no dates, 0. */
export const bankruptcy = z.strictObject({
  id: uuid.optional(),
  declared: z.boolean().default(false),
  times: z.number().int().min(0).max(3).default(0),
  date_filed: optionalDate,
  // Money: at most 2 decimals, stored in integer cents (decisions.md section 3).
  contribution: moneyAmount({ required: profileMessages.contribution }).default(0),
  discharge: optionalDate,
});
export type Bankruptcy = z.output<typeof bankruptcy>;

/** A DELETE body is the bare id (decisions.md section 3). */
export const idBody = uuid;

/*
 * PUT bodies: the same fields with the record's `id` required. POST bodies are the schemas above
 * (an `id` there is ignored: POST saves into the user's one record of that kind). The contact
 * is the user's one contact, so its PUT needs no id and takes the POST schema.
 */
const withId = { id: uuid };
export const addressUpdate = z.discriminatedUnion('is_previous', [
  currentAddress.extend(withId),
  previousAddressFields.extend(withId).superRefine(refuseEmptyPreviousAddress),
]);
export const employmentUpdate = employment.extend(withId);
export const identificationUpdate = identification.extend(withId);
export const bankruptcyUpdate = bankruptcy.extend(withId);

/** What GET answers list: the saved values with their id (spec section 7: plain arrays). */
type Saved<T> = Omit<T, 'id'> & { id: string };
/** A contact as GET /contact gives it, with the user's saved language. */
export type ContactRecord = Saved<Contact> & { language: Language };
export type CurrentAddressRecord = Saved<CurrentAddress>;
export type PreviousAddressRecord = Saved<PreviousAddress>;
export type AddressRecord = CurrentAddressRecord | PreviousAddressRecord;
export type EmploymentRecord = Saved<Employment>;
export type IdentificationRecord = Saved<Identification>;
export type BankruptcyRecord = Saved<Bankruptcy>;
