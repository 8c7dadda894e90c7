import { describe, expect, it } from 'vitest';
import { DEBT_RELIEF_OPTIONS, debtReliefAvailability } from './debt-relief-options';

describe('the debt-relief options', () => {
  it('opens Orderly Payment of Debts for certain in Alberta and Nova Scotia only, disputed elsewhere', () => {
    expect(debtReliefAvailability('orderly_payment_of_debts', 'AB')).toBe('yes');
    expect(debtReliefAvailability('orderly_payment_of_debts', 'NS')).toBe('yes');
    expect(debtReliefAvailability('orderly_payment_of_debts', 'ON')).toBe('unconfirmed');
    expect(debtReliefAvailability('orderly_payment_of_debts', null)).toBe('unconfirmed');
  });

  it('offers the voluntary deposit to a Québec consumer only', () => {
    expect(debtReliefAvailability('voluntary_deposit', 'QC')).toBe('yes');
    expect(debtReliefAvailability('voluntary_deposit', 'ON')).toBe('no');
    expect(debtReliefAvailability('consumer_proposal', 'YT')).toBe('yes');
  });

  it('keeps a source and a French value on every fact, and flags what the notes leave unconfirmed', () => {
    for (const option of DEBT_RELIEF_OPTIONS) {
      for (const value of [option.name, option.runBy, option.whatItDoes, option.creditReport]) {
        expect(value.source).not.toBe('');
        expect(value.fr).not.toBe('');
      }
    }
    const orderly = DEBT_RELIEF_OPTIONS.find((option) => option.id === 'orderly_payment_of_debts');
    expect(orderly?.creditReport.unconfirmed).toBe(true);
  });
});
