import { describe, expect, it } from 'vitest';
import {
  type DebtAccount,
  isUnpaidBadDebt,
  lastPaymentOrActivity,
  negativeItemDates,
  negativeItemKind,
} from './negative-item';

const GOOD: DebtAccount = {
  account_status: 'agreed',
  account_type: 'revolving',
  number_of_late_payments: 0,
  debt_kind: '',
  correct_credit_balance: 500,
  date_of_last_activity: '2020-05-01',
  date_of_last_payment: null,
  date_of_discharge: null,
  date_opened: '2015-02-01',
};

describe('negativeItemKind: which accounts are negative items', () => {
  it('finds none in an account paid or paid as agreed, without late payments', () => {
    expect(negativeItemKind(GOOD)).toBeNull();
    expect(negativeItemKind({ ...GOOD, account_status: 'paid' })).toBeNull();
    expect(negativeItemKind({ ...GOOD, account_status: '' })).toBeNull();
    for (const kind of ['credit_card', 'line_of_credit', 'loan', 'payday_loan', 'other'] as const) {
      expect(negativeItemKind({ ...GOOD, debt_kind: kind })).toBeNull();
    }
  });

  it('makes a bad debt, or any late payment, an account item, whatever the type', () => {
    for (const type of ['revolving', 'instalment', 'open', ''] as const) {
      expect(negativeItemKind({ ...GOOD, account_type: type, account_status: 'bad_debt' })).toBe(
        'account',
      );
      expect(negativeItemKind({ ...GOOD, account_type: type, number_of_late_payments: 1 })).toBe(
        'account',
      );
    }
    expect(negativeItemKind({ ...GOOD, account_status: 'paid', number_of_late_payments: 3 })).toBe(
      'account',
    );
  });

  it('takes the kind the consumer chose for collections, judgments, proposals and bankruptcies', () => {
    for (const kind of ['collection', 'judgment', 'consumer_proposal', 'bankruptcy'] as const) {
      // Even paid: the item stays on the report for its period.
      expect(negativeItemKind({ ...GOOD, debt_kind: kind, account_status: 'paid' })).toBe(kind);
      expect(negativeItemKind({ ...GOOD, debt_kind: kind, account_status: 'bad_debt' })).toBe(kind);
    }
  });
});

describe('isUnpaidBadDebt: the debts a limitation period runs against', () => {
  it('is a bad debt or a collection with a balance left', () => {
    expect(isUnpaidBadDebt({ ...GOOD, account_status: 'bad_debt' })).toBe(true);
    expect(isUnpaidBadDebt({ ...GOOD, debt_kind: 'collection' })).toBe(true);
    expect(
      isUnpaidBadDebt({ ...GOOD, account_status: 'bad_debt', correct_credit_balance: 0 }),
    ).toBe(false);
  });

  it('is not a judgment, a debt in a bankruptcy or a proposal, nor an account in good standing', () => {
    for (const kind of ['judgment', 'bankruptcy', 'consumer_proposal'] as const) {
      expect(isUnpaidBadDebt({ ...GOOD, account_status: 'bad_debt', debt_kind: kind })).toBe(false);
    }
    expect(isUnpaidBadDebt({ ...GOOD, number_of_late_payments: 4 })).toBe(false);
  });
});

describe('the dates the rules count from', () => {
  it('counts the limitation period from the last payment, else the last activity', () => {
    expect(lastPaymentOrActivity(GOOD)).toBe('2020-05-01');
    expect(lastPaymentOrActivity({ ...GOOD, date_of_last_payment: '2019-12-24' })).toBe(
      '2019-12-24',
    );
  });

  it('reads a judgment’s and a proposal’s filing as Date Opened, a paid proposal’s last payment', () => {
    expect(negativeItemDates('account', GOOD)).toEqual({ lastActivity: '2020-05-01' });
    expect(negativeItemDates('collection', GOOD)).toEqual({ lastActivity: '2020-05-01' });
    expect(negativeItemDates('judgment', GOOD)).toEqual({ started: '2015-02-01' });
    expect(negativeItemDates('consumer_proposal', GOOD)).toEqual({
      started: '2015-02-01',
      paidOff: null,
    });
    expect(
      negativeItemDates('consumer_proposal', {
        ...GOOD,
        account_status: 'paid',
        date_of_last_payment: '2019-08-30',
      }),
    ).toEqual({ started: '2015-02-01', paidOff: '2019-08-30' });
  });

  it('dates a bankruptcy from the profile’s discharge, with the other bankruptcies it counts', () => {
    expect(negativeItemDates('bankruptcy', GOOD)).toEqual({
      discharged: null,
      otherBankruptcies: 0,
    });
    expect(negativeItemDates('bankruptcy', GOOD, { discharge: '2018-03-12', times: 1 })).toEqual({
      discharged: '2018-03-12',
      otherBankruptcies: 0,
    });
    // "Twice" on the tab: one other bankruptcy, so 14 years at Equifax (report-removal.ts).
    expect(negativeItemDates('bankruptcy', GOOD, { discharge: '2018-03-12', times: 2 })).toEqual({
      discharged: '2018-03-12',
      otherBankruptcies: 1,
    });
    expect(negativeItemDates('bankruptcy', GOOD, { discharge: null, times: 0 })).toEqual({
      discharged: null,
      otherBankruptcies: 0,
    });
  });

  it('dates each of two bankruptcies from its own discharge, the profile’s only when it has none', () => {
    const profile = { discharge: '2019-09-30', times: 2 } as const;
    const first = { ...GOOD, debt_kind: 'bankruptcy', date_of_discharge: '2011-04-18' } as const;
    expect(negativeItemDates('bankruptcy', first, profile)).toEqual({
      discharged: '2011-04-18',
      otherBankruptcies: 1,
    });
    expect(negativeItemDates('bankruptcy', { ...first, date_of_discharge: null }, profile)).toEqual(
      { discharged: '2019-09-30', otherBankruptcies: 1 },
    );
    // Without the tab, the account's own discharge still dates it.
    expect(negativeItemDates('bankruptcy', first)).toEqual({
      discharged: '2011-04-18',
      otherBankruptcies: 0,
    });
  });
});
