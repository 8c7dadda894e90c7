import { describe, expect, it } from 'vitest';
import { DEBT_RELIEF_OPTIONS, debtReliefAvailability } from './debt-relief-options';
import { inLanguage } from './reference/fact';
import { FRENCH_REFERENCE } from './reference/french-names';
import { frenchValueKey } from './reference/french-reference';
import { RELIEF_OPTION_VALUES } from './reference/french-relief-options';

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

  it('keeps a source on every fact, its French in the reference data’s French part, and flags what the notes leave unconfirmed', () => {
    for (const option of DEBT_RELIEF_OPTIONS) {
      for (const fact of [option.name, option.runBy, option.whatItDoes, option.creditReport]) {
        expect(fact.source).not.toBe('');
        const key = frenchValueKey(fact.value);
        const inParts =
          FRENCH_REFERENCE.values.has(key) ||
          RELIEF_OPTION_VALUES.some((value) => frenchValueKey(value.en) === key);
        expect(inParts, fact.value).toBe(true);
        expect(inLanguage(fact, 'fr'), fact.value).not.toBe(fact.value);
      }
    }
    const orderly = DEBT_RELIEF_OPTIONS.find((option) => option.id === 'orderly_payment_of_debts');
    expect(orderly?.creditReport.unconfirmed).toBe(true);
  });
});
