import { disputeCreditorBody, letterMessages as m } from 'shared/contract';
import { pickedCreditorFields as creditorFields } from 'shared/letter-wizard';
import {
  type CreditorDisputeFormValues,
  disputeFieldMessages,
  EMPTY_CREDITOR_DISPUTE_VALUES,
  firstInvalidStep,
  isStepValid,
  stepOfField,
  toDisputeCreditorBody,
} from './form';

const ACCOUNT_ID = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';

const TYPED_IN: CreditorDisputeFormValues = {
  ...EMPTY_CREDITOR_DISPUTE_VALUES,
  creditor_name: '  Lakeshore Recoveries ',
  creditor_street_address: '12 Water Street',
  creditor_city: 'Halifax',
  creditor_province: 'Nova Scotia',
  creditor_postal_code: 'b3h1a1',
  account_id: ACCOUNT_ID,
  creditor_reference_number: 'LR-1',
  original_creditor: 'Maple Bank',
};

describe('isStepValid', () => {
  it('starts invalid on steps 2 and 3, valid on 1 and 4', () => {
    const empty = EMPTY_CREDITOR_DISPUTE_VALUES;
    expect([1, 2, 3, 4].map((step) => isStepValid(step, empty))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(firstInvalidStep(empty)).toBe(2);
  });

  it('needs the creditor’s name and whole mailing address on step 2, and a valid email if one is typed', () => {
    const named = {
      ...EMPTY_CREDITOR_DISPUTE_VALUES,
      creditor_name: 'A',
      creditor_street_address: 'B',
      creditor_city: 'Halifax',
      creditor_province: 'Nova Scotia' as const,
      creditor_postal_code: 'B3H 1A1',
    };
    expect(isStepValid(2, named)).toBe(true);
    expect(isStepValid(2, { ...named, creditor_street_address: '   ' })).toBe(false);
    // What a directory entry may lack, the consumer enters: no letter goes to half an address.
    expect(isStepValid(2, { ...named, creditor_postal_code: '' })).toBe(false);
    expect(isStepValid(2, { ...named, creditor_city: '' })).toBe(false);
    expect(isStepValid(2, { ...named, creditor_province: '' })).toBe(false);
    expect(isStepValid(2, { ...named, creditor_email: 'not an email' })).toBe(false);
    expect(isStepValid(2, { ...named, creditor_email: 'ar@lakeshore.example.ca' })).toBe(true);
  });

  it('needs the account, the reference number and the original creditor on step 3', () => {
    expect(isStepValid(3, TYPED_IN)).toBe(true);
    expect(isStepValid(3, { ...TYPED_IN, account_id: '' })).toBe(false);
    expect(isStepValid(3, { ...TYPED_IN, creditor_reference_number: '' })).toBe(false);
    expect(isStepValid(3, { ...TYPED_IN, original_creditor: '' })).toBe(false);
    expect(isStepValid(3, { ...TYPED_IN, creditor_comments: '' })).toBe(true);
    expect(firstInvalidStep(TYPED_IN)).toBeNull();
  });
});

describe('toDisputeCreditorBody', () => {
  it('sends every field by name, trimmed, with no creditor_id when none was picked', () => {
    const body = toDisputeCreditorBody(TYPED_IN, 'the password', 4);
    expect(body).toEqual({
      letter: 'dispute_creditor',
      step: 4,
      creditor_id: null,
      creditor_name: 'Lakeshore Recoveries',
      creditor_street_address: '12 Water Street',
      creditor_city: 'Halifax',
      creditor_province: 'Nova Scotia',
      creditor_postal_code: 'B3H 1A1',
      creditor_phone: '',
      creditor_toll_free: '',
      creditor_fax: '',
      creditor_email: '',
      account_id: ACCOUNT_ID,
      creditor_reference_number: 'LR-1',
      original_creditor: 'Maple Bank',
      creditor_comments: '',
      password: 'the password',
    });
    // The API's strict schema accepts it as is.
    const { letter: _letter, ...fields } = body;
    expect(disputeCreditorBody.safeParse(fields).success).toBe(true);
  });

  it('refuses values the form would not pass', () => {
    expect(() => toDisputeCreditorBody(EMPTY_CREDITOR_DISPUTE_VALUES, 'p', 4)).toThrow();
  });
});

describe('disputeFieldMessages and stepOfField', () => {
  it('sorts a -2 answer into field messages, the password, and the rest', () => {
    expect(
      disputeFieldMessages({
        creditor_name: m.creditorName,
        original_creditor: m.originalCreditor,
        password: 'Please enter your password.',
        body: 'The request body is not valid JSON.',
      }),
    ).toEqual({
      fields: [
        { field: 'creditor_name', message: m.creditorName },
        { field: 'original_creditor', message: m.originalCreditor },
      ],
      password: true,
      other: ['The request body is not valid JSON.'],
    });
  });

  it('finds the step of each field', () => {
    expect(stepOfField('creditor_id')).toBe(2);
    expect(stepOfField('creditor_email')).toBe(2);
    expect(stepOfField('account_id')).toBe(3);
    expect(stepOfField('creditor_comments')).toBe(3);
  });
});

describe('creditorFields', () => {
  const picked = {
    id: 'c1',
    code: 0 as const,
    msg: 'OK',
    company: 'Yellowknife Credit',
    address: '1 Franklin Avenue',
    city: 'Yellowknife',
    province: 'Northwest Territories',
    postal_code: 'X1A 2N5',
    fax: '',
    fax_confirmed: false,
    fax_note: '',
    phone: '(867) 555-0100',
    toll_free: '1-800-555-0101',
    phone_note: 'Press 2 for collections.',
    address_note: '',
  };

  it('fills the fields from a directory creditor, leaving a province off the wizard’s list empty', () => {
    expect(creditorFields({ ...picked, province: 'Greenland' }).creditor_province).toBe('');
    expect(creditorFields(picked)).toEqual({
      creditor_id: 'c1',
      creditor_name: 'Yellowknife Credit',
      creditor_street_address: '1 Franklin Avenue',
      creditor_city: 'Yellowknife',
      creditor_province: 'Northwest Territories',
      creditor_postal_code: 'X1A 2N5',
      creditor_fax: '',
      creditor_phone: '(867) 555-0100',
      creditor_toll_free: '1-800-555-0101',
    });
    expect(creditorFields({ ...picked, province: 'PEI' }).creditor_province).toBe('PEI');
  });
});
