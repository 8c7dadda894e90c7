import { CREDIT_REPORT_ERROR_LETTERS, type LetterBureauChoice } from 'shared/contract';

/** One of the five letters of the Errors on Credit Report wizard. */
export type ReportErrorLetter = (typeof CREDIT_REPORT_ERROR_LETTERS)[number];

export function isReportErrorLetter(value: string): value is ReportErrorLetter {
  return (CREDIT_REPORT_ERROR_LETTERS as readonly string[]).includes(value);
}

/**
 * The wizard's whole state, as the form holds it: every text as typed (strings), the fields of
 * all five letters side by side. Field names are the generate body's keys, so -2 messages land
 * on the field they name. Switching letter type keeps what was typed for the other types.
 */
export interface ReportErrorsValues {
  bureau: LetterBureauChoice;
  letter: ReportErrorLetter | '';
  // error_of_employment
  previous_employer: string;
  current_employer: string;
  // error_of_name
  correct_name: string;
  incorrect_name: string;
  // error_of_address
  street_address: string;
  address_line_two: string;
  city: string;
  province: string;
  postal_code: string;
  // error_on_credit_file
  case_number: string;
  judgment_filed_place: string;
  judgment_filed_date: string;
  amount_reported: string;
  // unauthorized_inquiry (creditor_id is the directory entry picked, '' when none)
  creditor_id: string;
  creditor_name: string;
  creditor_street_address: string;
  creditor_city: string;
  creditor_province: string;
  creditor_postal_code: string;
  creditor_fax: string;
  creditor_amount: string;
  /** The inquiry's date (YYYY-MM-DD) as the report shows it, or '' (optional). */
  inquiry_date: string;
}

export type ReportErrorsField = keyof ReportErrorsValues;

/** Both bureaus by default (decisions.md section 3); no letter type chosen yet. */
export const EMPTY_REPORT_ERRORS: ReportErrorsValues = {
  bureau: 'both',
  letter: '',
  previous_employer: '',
  current_employer: '',
  correct_name: '',
  incorrect_name: '',
  street_address: '',
  address_line_two: '',
  city: '',
  province: '',
  postal_code: '',
  case_number: '',
  judgment_filed_place: '',
  judgment_filed_date: '',
  amount_reported: '',
  creditor_id: '',
  creditor_name: '',
  creditor_street_address: '',
  creditor_city: '',
  creditor_province: '',
  creditor_postal_code: '',
  creditor_fax: '',
  creditor_amount: '',
  inquiry_date: '',
};

/** Step 3's fields for each letter type, in the order the form shows them. */
export const LETTER_FIELDS: Record<ReportErrorLetter, readonly ReportErrorsField[]> = {
  error_of_employment: ['previous_employer', 'current_employer'],
  error_of_name: ['correct_name', 'incorrect_name'],
  error_of_address: ['street_address', 'address_line_two', 'city', 'province', 'postal_code'],
  error_on_credit_file: [
    'case_number',
    'judgment_filed_place',
    'judgment_filed_date',
    'amount_reported',
  ],
  unauthorized_inquiry: [
    'creditor_name',
    'creditor_street_address',
    'creditor_city',
    'creditor_province',
    'creditor_postal_code',
    'creditor_fax',
    'creditor_amount',
    'inquiry_date',
  ],
};

/** The letters that go to the bureaus and so carry `bureau`; the inquiry goes to the creditor. */
export function goesToBureaus(letter: ReportErrorLetter): boolean {
  return letter !== 'unauthorized_inquiry';
}

/** The step that holds a field: 1 the bureaus, 2 the letter type, 3 the letter's form. */
export function stepOfField(field: string): 1 | 2 | 3 | null {
  if (field === 'bureau') return 1;
  if (field === 'letter') return 2;
  return field in EMPTY_REPORT_ERRORS ? 3 : null;
}

export const REPORT_ERRORS_STEPS = 4;
