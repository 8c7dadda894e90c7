import { LETTER_BODIES } from 'shared/contract';
import { type AccountErrorsFormValues, EMPTY_ACCOUNT_ERRORS_VALUES } from './form-values';
import { type AccountErrorsRequest, formErrorsFromBody, toGenerateBody } from './to-body';

const ACCOUNT_ID = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const CREDITOR_ID = '6f1c1f0e-8a52-4c1e-9d0a-2b9f6c3e4d11';
const PASSWORD = 'Spruce-Harbour-0042';

function values(partial: Partial<AccountErrorsFormValues>): AccountErrorsFormValues {
  return { ...EMPTY_ACCOUNT_ERRORS_VALUES, ...partial };
}

/** The API's own strict check of the body (less `letter`): unknown or missing keys fail. */
function acceptedByApi(body: AccountErrorsRequest): boolean {
  const { letter, ...fields } = body;
  return LETTER_BODIES[letter].safeParse(fields).success;
}

const agency = {
  agency: 'Equifax',
  cra_name: 'Equifax Canada Co.',
  cra_description: ' Balance reported twice ',
  cra_street_address: 'National Consumer Relations, Box 190',
  cra_city: 'Montréal',
  cra_province: 'Quebec',
  cra_postal_code: 'h1s2z2',
  cra_fax: '(514) 355-8502',
} as const;

describe('toGenerateBody', () => {
  it('builds account_corrections with the agency, a decimal amount and the password', () => {
    const reveal = vi.fn(() => PASSWORD);
    const body = toGenerateBody(
      'account_corrections',
      values({ ...agency, account_id: ACCOUNT_ID, adjusted_balance_amount: '$1,234.56' }),
      reveal,
    );
    expect(body).toEqual({
      letter: 'account_corrections',
      account_id: ACCOUNT_ID,
      adjusted_balance_amount: 1234.56,
      consumer_reporting_agency: 'Equifax',
      cra_description: 'Balance reported twice',
      cra_street_address: 'National Consumer Relations, Box 190',
      cra_city: 'Montréal',
      cra_province: 'Quebec',
      cra_postal_code: 'H1S 2Z2',
      cra_fax: '(514) 355-8502',
      password: PASSWORD,
    });
    expect(reveal).toHaveBeenCalledTimes(1);
    expect(acceptedByApi(body)).toBe(true);
  });

  it('sends 0 for an account_corrections amount that is not numeric', () => {
    const body = toGenerateBody(
      'account_corrections',
      values({ ...agency, account_id: ACCOUNT_ID, adjusted_balance_amount: 'see statement' }),
      () => PASSWORD,
    );
    expect(body).toMatchObject({ adjusted_balance_amount: 0 });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('builds adjust_balance with both amounts (0 when not numeric) and the bureau choice', () => {
    const body = toGenerateBody(
      'adjust_balance',
      values({
        account_id: ACCOUNT_ID,
        reported_balance_amount: '1534.07',
        balance_adjustment: 'zero',
        bureau: 'TransUnion',
      }),
      () => PASSWORD,
    );
    expect(body).toEqual({
      letter: 'adjust_balance',
      account_id: ACCOUNT_ID,
      reported_balance_amount: 1534.07,
      balance_adjustment: 0,
      password: PASSWORD,
      bureau: 'TransUnion',
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('builds does_not_have_account without a password', () => {
    const reveal = vi.fn(() => PASSWORD);
    const body = toGenerateBody(
      'does_not_have_account',
      values({ creditor_id: CREDITOR_ID, account_number: ' 5191 0000 ', creditor_name: 'x' }),
      reveal,
    );
    expect(body).toEqual({
      letter: 'does_not_have_account',
      account_number: '5191 0000',
      creditor_id: CREDITOR_ID,
    });
    expect(reveal).not.toHaveBeenCalled();
    expect(acceptedByApi(body)).toBe(true);
  });

  it('builds no_longer_responsible with the creditor name and the bureaus', () => {
    const body = toGenerateBody(
      'no_longer_responsible',
      values({
        creditor_id: CREDITOR_ID,
        creditor_name: 'Capital One',
        account_number: '77',
        reason: 'bankruptcy',
      }),
      () => PASSWORD,
    );
    expect(body).toEqual({
      letter: 'no_longer_responsible',
      account_number: '77',
      creditor_name: 'Capital One',
      reason: 'bankruptcy',
      bureau: 'both',
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('builds remove_late_payment for the agency as typed, the payment as a decimal', () => {
    const body = toGenerateBody(
      'remove_late_payment',
      values({
        ...agency,
        agency: 'TransUnion',
        cra_fax: '',
        account_id: ACCOUNT_ID,
        account_name: 'Maple Visa',
        account_number: '4520 8817 3306 9012',
        past_due_payment: '80.5',
        late_payment_months: ' 2025-08, 2025-11 ',
      }),
      () => PASSWORD,
    );
    expect(body).toEqual({
      letter: 'remove_late_payment',
      account_name: 'Maple Visa',
      account_number: '4520 8817 3306 9012',
      cra_city: 'Montréal',
      cra_description: 'Balance reported twice',
      cra_fax: '',
      cra_name: 'Equifax Canada Co.',
      cra_postal_code: 'H1S 2Z2',
      cra_province: 'Quebec',
      cra_street_address: 'National Consumer Relations, Box 190',
      past_due_payment: 80.5,
      late_payment_months: ['2025-08', '2025-11'],
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('builds change_rating with the date as typed, the creditor and the rating asked for', () => {
    const body = toGenerateBody(
      'change_rating',
      values({
        creditor_account_number: 'C-88',
        consumer_proposal_filed: '2023-11-14',
        creditor_name: ' CIBC ',
        rating_requested: 'R7',
        bureau: 'Equifax',
      }),
      () => PASSWORD,
    );
    expect(body).toEqual({
      letter: 'change_rating',
      consumer_proposal_filed: '2023-11-14',
      creditor_account_number: 'C-88',
      creditor_name: 'CIBC',
      rating_requested: 'R7',
      bureau: 'Equifax',
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('builds statute_barred_account with the last payment date and no collector when none is named', () => {
    const body = toGenerateBody(
      'statute_barred_account',
      values({
        account_id: ACCOUNT_ID,
        account_name: 'Old Loan',
        account_number: 'L-1',
        last_payment_date: '2017-05-31',
      }),
      () => PASSWORD,
    );
    expect(body).toEqual({
      letter: 'statute_barred_account',
      account_name: 'Old Loan',
      account_number: 'L-1',
      last_payment_date: '2017-05-31',
      bureau: 'both',
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('builds statute_barred_account with the collector the picker filled', () => {
    const body = toGenerateBody(
      'statute_barred_account',
      values({
        account_name: 'Old Loan',
        account_number: 'L-1',
        last_payment_date: '2017-05-31',
        creditor_id: CREDITOR_ID,
        creditor_name: 'Northern Recoveries Inc.',
        creditor_street_address: '250 Yonge Street',
        creditor_city: 'Toronto',
        creditor_province: 'Ontario',
        creditor_postal_code: 'm5b2l7',
      }),
      () => PASSWORD,
    );
    expect(body).toMatchObject({
      creditor_id: CREDITOR_ID,
      creditor_name: 'Northern Recoveries Inc.',
      creditor_postal_code: 'M5B 2L7',
      creditor_fax: '',
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('builds late_payment with the plural past_due_payments key, no months when none typed', () => {
    const body = toGenerateBody(
      'late_payment',
      values({ account_name: 'Maple Visa', account_number: '4520', past_due_payment: '1,045' }),
      () => PASSWORD,
    );
    expect(body).toEqual({
      letter: 'late_payment',
      account_name: 'Maple Visa',
      account_number: '4520',
      past_due_payments: 1045,
      late_payment_months: [],
      bureau: 'both',
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('builds outdated_item with the dates its kind reads for the bureaus chosen, and no password', () => {
    const reveal = vi.fn(() => PASSWORD);
    const typed = values({
      account_id: ACCOUNT_ID,
      account_name: 'Northern Collections',
      account_number: 'NC-22-4410',
      item_kind: 'collection',
      last_activity_date: '2018-03-02',
      first_delinquency_date: ' 2017-12-15 ',
      // Typed for another kind before the consumer changed it: not the letter's.
      started_date: '2016-01-01',
      other_bankruptcies: '2',
    });
    const body = toGenerateBody('outdated_item', typed, reveal);
    expect(body).toEqual({
      letter: 'outdated_item',
      account_name: 'Northern Collections',
      account_number: 'NC-22-4410',
      item_kind: 'collection',
      last_activity_date: '2018-03-02',
      first_delinquency_date: '2017-12-15',
      started_date: '',
      discharged_date: '',
      paid_off_date: '',
      other_bankruptcies: 0,
      bureau: 'both',
    });
    expect(reveal).not.toHaveBeenCalled();
    expect(acceptedByApi(body)).toBe(true);

    // TransUnion alone counts from the first delinquency only.
    expect(
      toGenerateBody('outdated_item', { ...typed, bureau: 'TransUnion' }, reveal),
    ).toMatchObject({ last_activity_date: '', first_delinquency_date: '2017-12-15' });
  });

  it('builds outdated_item for a bankruptcy with its discharge and the other bankruptcies', () => {
    const body = toGenerateBody(
      'outdated_item',
      values({
        account_name: 'Trustee Estate',
        account_number: 'B-1',
        item_kind: 'bankruptcy',
        last_activity_date: '2018-03-02',
        discharged_date: '2018-01-10',
        other_bankruptcies: '1',
        bureau: 'Equifax',
      }),
      () => PASSWORD,
    );
    expect(body).toMatchObject({
      item_kind: 'bankruptcy',
      last_activity_date: '',
      discharged_date: '2018-01-10',
      other_bankruptcies: 1,
      bureau: 'Equifax',
    });
    expect(acceptedByApi(body)).toBe(true);
  });

  it('refuses values the form would not have let through', () => {
    expect(() => toGenerateBody('late_payment', values({}), () => PASSWORD)).toThrow();
  });
});

describe('formErrorsFromBody', () => {
  it('puts a -2 answer’s messages on the form fields, renamed where the body differs', () => {
    expect(
      formErrorsFromBody({
        past_due_payments: 'Please enter your past due payment.',
        consumer_reporting_agency: 'Please choose a consumer reporting agency.',
        cra_city: 'Please enter the consumer reporting agency city.',
        body: 'Malformed.',
      }),
    ).toEqual([
      { field: 'past_due_payment', message: 'Please enter your past due payment.' },
      { field: 'agency', message: 'Please choose a consumer reporting agency.' },
      { field: 'cra_city', message: 'Please enter the consumer reporting agency city.' },
    ]);
  });

  it('puts the outdated item’s refusals on its dates and on the bureau choice', () => {
    const running =
      'TransUnion may still report this item until March 1, 2027. A letter asking to remove it can be made from the day after.';
    expect(
      formErrorsFromBody({
        first_delinquency_date: 'This date cannot be in the future.',
        other_bankruptcies: 'Please enter a whole number from 0 to 9.',
        bureau: running,
      }),
    ).toEqual([
      { field: 'first_delinquency_date', message: 'This date cannot be in the future.' },
      { field: 'other_bankruptcies', message: 'Please enter a whole number from 0 to 9.' },
      { field: 'bureau', message: running },
    ]);
  });
});
