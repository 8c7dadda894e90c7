import { describe, expect, it } from 'vitest';
import { CRIMINAL_RATE, interestFlag, PAYDAY_CAP_APR } from './interest-rules';

const CARD = { interest_rate: 19.99, debt_kind: 'credit_card', date_opened: '2025-03-01' } as const;

describe('interestFlag', () => {
  it('flags an APR above 35 % on a credit agreement, and says when it predates the limit', () => {
    expect(CRIMINAL_RATE).toMatchObject({ aprPercent: 35, since: '2025-01-01' });
    expect(interestFlag(CARD)).toBeNull();
    expect(interestFlag({ ...CARD, interest_rate: 35 })).toBeNull();
    expect(interestFlag({ ...CARD, interest_rate: 35.01 })).toEqual({
      rule: 'criminal_rate',
      openedBefore: false,
    });
    expect(interestFlag({ ...CARD, interest_rate: 46.9, date_opened: '2024-12-31' })).toEqual({
      rule: 'criminal_rate',
      openedBefore: true,
    });
    for (const kind of ['', 'loan', 'line_of_credit', 'collection', 'other'] as const) {
      expect(interestFlag({ ...CARD, debt_kind: kind, interest_rate: 59.9 })?.rule).toBe(
        'criminal_rate',
      );
    }
  });

  it('checks nothing without a rate, nor on a judgment, a bankruptcy or a proposal', () => {
    expect(interestFlag({ ...CARD, interest_rate: null })).toBeNull();
    for (const kind of ['judgment', 'bankruptcy', 'consumer_proposal'] as const) {
      expect(interestFlag({ ...CARD, debt_kind: kind, interest_rate: 99 })).toBeNull();
    }
  });

  it('checks a payday loan against $14 per $100: above 365 % APR, for a loan of 14 days or more', () => {
    expect(PAYDAY_CAP_APR).toBe(365);
    const payday = { ...CARD, debt_kind: 'payday_loan' } as const;
    // A payday loan is not held to the criminal rate, only to its cap.
    expect(interestFlag({ ...payday, interest_rate: 300 })).toBeNull();
    expect(interestFlag({ ...payday, interest_rate: 365 })).toBeNull();
    // 400 % over 14 days: 400 × 14 ÷ 365 = $15.34 per $100.
    expect(interestFlag({ ...payday, interest_rate: 400 })).toEqual({
      rule: 'payday_cap',
      costPer100: 15.34,
      openedBefore: false,
    });
  });
});
