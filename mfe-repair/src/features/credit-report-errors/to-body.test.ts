import { LETTER_BODIES } from 'shared/contract';
import { EMPTY_REPORT_ERRORS, type ReportErrorsValues } from './form-values';
import { toLetterRequest } from './to-body';

function values(patch: Partial<ReportErrorsValues>): ReportErrorsValues {
  return { ...EMPTY_REPORT_ERRORS, ...patch };
}

/** The API's own check: the body minus `letter` must pass the type's strict schema. */
function acceptedByApi(body: ReturnType<typeof toLetterRequest>) {
  const { letter, ...rest } = body;
  return LETTER_BODIES[letter].safeParse(rest).success;
}

const INQUIRY = {
  letter: 'unauthorized_inquiry',
  creditor_id: '5b0e9d44-3c1f-4d7a-9a51-0b6f3e2a9c11',
  creditor_name: ' Capital One (Canada) ',
  creditor_street_address: '5140 Yonge Street, Suite 1900',
  creditor_city: 'Toronto',
  creditor_province: 'Ontario',
  creditor_postal_code: 'm2n6l7',
  creditor_fax: '',
  creditor_amount: '',
  inquiry_date: '',
} as const;

describe('toLetterRequest', () => {
  it('sends the chosen letter’s fields, trimmed, with the chosen bureau', () => {
    const body = toLetterRequest(
      values({
        bureau: 'TransUnion',
        letter: 'error_of_employment',
        previous_employer: ' Tim Hortons ',
        current_employer: 'Shoppers Drug Mart',
        correct_name: 'typed for another letter',
      }),
    );
    expect(body).toEqual({
      letter: 'error_of_employment',
      previous_employer: 'Tim Hortons',
      current_employer: 'Shoppers Drug Mart',
      bureau: 'TransUnion',
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('formats the postal code of an address correction and keeps its unit line', () => {
    const body = toLetterRequest(
      values({
        letter: 'error_of_address',
        street_address: '250 Albert Street',
        address_line_two: ' Suite 1400 ',
        city: 'Ottawa',
        province: 'Ontario',
        postal_code: 'k1p6m1',
      }),
    );
    expect(body).toEqual({
      letter: 'error_of_address',
      street_address: '250 Albert Street',
      address_line_two: 'Suite 1400',
      city: 'Ottawa',
      province: 'Ontario',
      postal_code: 'K1P 6M1',
      bureau: 'both',
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('sends the judgment’s amount as a decimal number', () => {
    const body = toLetterRequest(
      values({
        letter: 'error_on_credit_file',
        case_number: 'CV-21-1234',
        judgment_filed_place: 'Ontario Superior Court of Justice, Toronto',
        judgment_filed_date: '2021-03-15',
        amount_reported: '$4,310.07',
      }),
    );
    expect(body).toMatchObject({ amount_reported: 4310.07, judgment_filed_date: '2021-03-15' });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('sends an inquiry to the creditor: no bureau, the directory id, amount 0 when empty', () => {
    const body = toLetterRequest(values({ ...INQUIRY, bureau: 'Equifax' }));
    expect(body).toEqual({
      letter: 'unauthorized_inquiry',
      creditor_id: INQUIRY.creditor_id,
      creditor_name: 'Capital One (Canada)',
      creditor_street_address: '5140 Yonge Street, Suite 1900',
      creditor_city: 'Toronto',
      creditor_province: 'Ontario',
      creditor_postal_code: 'M2N 6L7',
      creditor_fax: '',
      creditor_amount: 0,
      inquiry_date: '',
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('sends the date of the inquiry when given', () => {
    const body = toLetterRequest(values({ ...INQUIRY, inquiry_date: '2025-09-14' }));
    expect(body).toMatchObject({ inquiry_date: '2025-09-14' });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('sends a null directory id for a creditor typed in', () => {
    const body = toLetterRequest(values({ ...INQUIRY, creditor_id: '' }));
    expect(body).toMatchObject({ creditor_id: null });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('parses a typed inquiry amount', () => {
    const body = toLetterRequest(values({ ...INQUIRY, creditor_amount: '2,500.5' }));
    expect(body).toMatchObject({ creditor_amount: 2500.5 });
  });

  it('refuses values the form would not accept', () => {
    expect(() => toLetterRequest(values({ letter: 'error_of_name' }))).toThrow();
    expect(() => toLetterRequest(EMPTY_REPORT_ERRORS)).toThrow('No letter type was chosen.');
  });
});
