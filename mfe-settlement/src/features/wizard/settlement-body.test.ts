import { ConcealedPassword } from 'shared/api';
import { acceptASettlementBody, offerASettlementBody } from 'shared/contract';
import { toSettlementBody } from './settlement-body';
import type { SettlementFormValues } from './settlement-form';

/** A first payment date the contract accepts whenever the test runs: January 15 next year. */
const FIRST_PAYMENT = `${new Date().getUTCFullYear() + 1}-01-15`;

const VALUES: SettlementFormValues = {
  letter: 'offer_a_settlement',
  creditor_id: '3f1c2b9a-8d7e-4c6b-a5f4-0e1d2c3b4a59',
  creditor_name: ' Capital One (Canada) ',
  creditor_street_address: '5140 Yonge Street, Suite 1900',
  creditor_city: 'Toronto',
  creditor_province: 'Ontario',
  creditor_postal_code: 'M2N 6L7',
  creditor_fax: '1-800-555-0100',
  account_id: '6a0e7c4e-3c2f-4f0e-9d6b-1f2a3b4c5d6e',
  creditor_reference_number: 'CR-88213',
  payment_method: 'payments',
  creditor_amount: '$1,250.75',
  creditor_balance: '3,400.00',
  instalment_amount: '250.15',
  instalment_frequency: 'monthly',
  instalment_count: '5',
  first_payment_date: FIRST_PAYMENT,
};

const password = new ConcealedPassword('Spruce-Harbour-right');

describe('toSettlementBody', () => {
  it('sends the whole wizard state, the amounts as decimal numbers, the schedule and the password', () => {
    const body = toSettlementBody(VALUES, password, 4);
    expect(body).toEqual({
      letter: 'offer_a_settlement',
      step: 4,
      creditor_id: '3f1c2b9a-8d7e-4c6b-a5f4-0e1d2c3b4a59',
      creditor_name: 'Capital One (Canada)',
      creditor_street_address: '5140 Yonge Street, Suite 1900',
      creditor_city: 'Toronto',
      creditor_province: 'Ontario',
      creditor_postal_code: 'M2N 6L7',
      creditor_fax: '1-800-555-0100',
      account_id: '6a0e7c4e-3c2f-4f0e-9d6b-1f2a3b4c5d6e',
      creditor_reference_number: 'CR-88213',
      payment_method: 'payments',
      creditor_amount: 1250.75,
      creditor_balance: 3400,
      instalment_amount: 250.15,
      instalment_frequency: 'monthly',
      instalment_count: 5,
      first_payment_date: FIRST_PAYMENT,
      password: 'Spruce-Harbour-right',
    });
  });

  it('leaves the schedule out of a lump sum, whatever was typed before switching', () => {
    const body = toSettlementBody({ ...VALUES, payment_method: 'lump_sum' }, password, 4);
    expect(body).not.toHaveProperty('instalment_amount');
    expect(body).not.toHaveProperty('instalment_frequency');
    expect(body).not.toHaveProperty('instalment_count');
    expect(body).not.toHaveProperty('first_payment_date');
    expect(body).toMatchObject({ creditor_amount: 1250.75, creditor_balance: 3400 });
    const { letter: _letter, ...fields } = body ?? {};
    expect(offerASettlementBody.safeParse(fields).success).toBe(true);
  });

  it('builds a body the API’s schema accepts for both letters', () => {
    const { letter: _offer, ...offer } = toSettlementBody(VALUES, password, 4) ?? {};
    expect(offerASettlementBody.safeParse(offer).success).toBe(true);
    const accepted = toSettlementBody({ ...VALUES, letter: 'accept_a_settlement' }, password, 4);
    expect(accepted?.letter).toBe('accept_a_settlement');
    const { letter: _accept, ...acceptance } = accepted ?? {};
    expect(acceptASettlementBody.safeParse(acceptance).success).toBe(true);
  });

  it('sends a typed-in creditor with a null creditor_id and no fax', () => {
    const typedIn = {
      ...VALUES,
      creditor_id: null,
      creditor_fax: '',
      creditor_amount: '980',
      instalment_amount: '196',
    };
    const body = toSettlementBody(typedIn, password, 4);
    expect(body).toMatchObject({ creditor_id: null, creditor_fax: '', creditor_amount: 980 });
    const { letter: _letter, ...fields } = body ?? {};
    expect(offerASettlementBody.safeParse(fields).success).toBe(true);
  });

  it('builds nothing while the letter, payment method, province or amount is missing', () => {
    expect(toSettlementBody({ ...VALUES, letter: '' }, password, 4)).toBeNull();
    expect(toSettlementBody({ ...VALUES, payment_method: '' }, password, 4)).toBeNull();
    expect(toSettlementBody({ ...VALUES, creditor_amount: '12.345' }, password, 4)).toBeNull();
    expect(toSettlementBody({ ...VALUES, creditor_balance: '' }, password, 4)).toBeNull();
    expect(toSettlementBody({ ...VALUES, creditor_province: '' }, password, 4)).toBeNull();
  });
});
