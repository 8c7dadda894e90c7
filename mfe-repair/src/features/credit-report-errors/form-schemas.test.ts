import { fieldTexts, letterTexts as letterMessages, messageIn } from 'shared/contract/messages';
import {
  reportErrorsIssues as contractIssues,
  isStepValid,
  LETTER_FORM_SCHEMAS,
  stepFields,
} from './form-schemas';
import {
  EMPTY_REPORT_ERRORS,
  type ReportErrorLetter,
  type ReportErrorsValues,
} from './form-values';

/** Field messages as an English reader sees them. */
function inEnglish(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).map(([field, message]) => [field, messageIn(message, 'en')]),
  );
}

/** The form's first message per field, in English. */
function reportErrorsIssues(...args: Parameters<typeof contractIssues>) {
  return inEnglish(contractIssues(...args));
}

function values(patch: Partial<ReportErrorsValues>): ReportErrorsValues {
  return { ...EMPTY_REPORT_ERRORS, ...patch };
}

/** The message of each field when the chosen letter's form is left empty. */
function emptyFormMessages(letter: ReportErrorLetter) {
  return reportErrorsIssues(values({ letter }));
}

describe('the five step-3 forms', () => {
  it('employment: both employers, with the spec’s messages', () => {
    expect(emptyFormMessages('error_of_employment')).toEqual({
      previous_employer: 'Please enter your previous employers name.',
      current_employer: 'Please enter your current employers name.',
    });
  });

  it('name: correct and incorrect name', () => {
    expect(emptyFormMessages('error_of_name')).toEqual({
      correct_name: 'Please enter your correct name.',
      incorrect_name: 'Please enter your incorrect name.',
    });
  });

  it('address: street, city, postal code, and a province from the wizard list', () => {
    expect(emptyFormMessages('error_of_address')).toEqual({
      street_address: 'Please enter your street address.',
      city: 'Please enter your city.',
      province: 'Please choose a province.',
      postal_code: 'Please enter your postal code.',
    });
    const address = values({
      letter: 'error_of_address',
      street_address: '12 Rue Principale',
      city: 'Gatineau',
      province: 'Greenland',
      postal_code: 'J8X1A',
    });
    expect(reportErrorsIssues(address)).toEqual({
      province: 'Please choose a province.',
      postal_code: fieldTexts.postalCodeInvalid,
    });
    expect(reportErrorsIssues({ ...address, province: 'PEI', postal_code: 'c1a 4p3' })).toEqual({});
  });

  it('credit file: case number, place, date and amount reported', () => {
    expect(emptyFormMessages('error_on_credit_file')).toEqual({
      case_number: 'Please enter your case number.',
      judgment_filed_place: 'Please enter your judgment filed place.',
      judgment_filed_date: 'Please enter your judgment filed date.',
      amount_reported: 'Please enter your amount reported.',
    });
    expect(
      reportErrorsIssues(
        values({
          letter: 'error_on_credit_file',
          case_number: 'CV-21-1234',
          judgment_filed_place: 'Toronto',
          judgment_filed_date: '2021-02-30',
          amount_reported: '1,250.75',
        }),
      ),
    ).toEqual({ judgment_filed_date: 'Please enter your judgment filed date.' });
  });

  it('unauthorized inquiry: a date of inquiry, when given, is a real date not in the future', () => {
    const inquiry = {
      letter: 'unauthorized_inquiry',
      creditor_name: 'Capital One (Canada)',
      creditor_street_address: '5140 Yonge Street',
      creditor_city: 'Toronto',
      creditor_province: 'Ontario',
      creditor_postal_code: 'M2N 6L7',
    } as const;
    expect(reportErrorsIssues(values({ ...inquiry, inquiry_date: '2025-09-14' }))).toEqual({});
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(reportErrorsIssues(values({ ...inquiry, inquiry_date: `${nextYear}-01-01` }))).toEqual({
      inquiry_date: 'The date of the inquiry cannot be in the future.',
    });
  });

  it('unauthorized inquiry: the creditor’s name and address; fax, amount and date optional', () => {
    expect(emptyFormMessages('unauthorized_inquiry')).toEqual({
      creditor_name: 'Please enter the creditors name.',
      creditor_street_address: 'Please enter the creditors street address.',
      creditor_city: 'Please enter the creditors city.',
      creditor_province: 'Please choose a province.',
      creditor_postal_code: 'Please enter the creditors postal code.',
    });
  });

  it('unauthorized inquiry: a fax is one number, with the API’s message', () => {
    const inquiry = values({
      letter: 'unauthorized_inquiry',
      creditor_name: 'Tangerine Bank',
      creditor_street_address: '3389 Steeles Avenue East',
      creditor_city: 'Toronto',
      creditor_province: 'Ontario',
      creditor_postal_code: 'M2H 0A1',
    });
    expect(reportErrorsIssues({ ...inquiry, creditor_fax: '416-758-5297' })).toEqual({});
    expect(
      reportErrorsIssues({ ...inquiry, creditor_fax: '416-758-5297 or 1-877-505-3240' }),
    ).toEqual({ creditor_fax: letterMessages.faxInvalid });
  });

  it('ignores the other letters’ fields: every form reads only its own', () => {
    const shape = Object.keys(LETTER_FORM_SCHEMAS.error_of_name.shape);
    expect(shape.sort()).toEqual(['correct_name', 'incorrect_name']);
    expect(
      reportErrorsIssues(
        values({ letter: 'error_of_name', correct_name: 'Ana Lima', incorrect_name: 'Anna Lima' }),
      ),
    ).toEqual({});
  });
});

describe('the steps', () => {
  it('step 1 is valid from the start: both bureaus are chosen by default', () => {
    expect(isStepValid(1, EMPTY_REPORT_ERRORS)).toBe(true);
  });

  it('step 2 needs a letter type', () => {
    expect(isStepValid(2, EMPTY_REPORT_ERRORS)).toBe(false);
    expect(reportErrorsIssues(EMPTY_REPORT_ERRORS).letter).toBe('Please choose a letter type.');
    expect(isStepValid(2, values({ letter: 'error_of_name' }))).toBe(true);
  });

  it('step 3 needs the chosen letter’s fields only', () => {
    const name = values({ letter: 'error_of_name', correct_name: 'Ana Lima' });
    expect(isStepValid(3, name)).toBe(false);
    expect(isStepValid(3, { ...name, incorrect_name: 'Anna Lima' })).toBe(true);
    // Another letter's empty fields do not block this one.
    expect(isStepValid(3, { ...name, incorrect_name: 'Anna Lima', city: '' })).toBe(true);
  });

  it('names the fields each step checks', () => {
    expect(stepFields(1, '')).toEqual(['bureau']);
    expect(stepFields(2, '')).toEqual(['letter']);
    expect(stepFields(3, 'error_of_employment')).toEqual(['previous_employer', 'current_employer']);
    expect(stepFields(4, 'error_of_employment')).toEqual([]);
  });
});
