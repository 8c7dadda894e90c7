import { describe, expect, it } from 'vitest';
import { BAD_DEBT, GOOD_STANDING as GOOD, OLD_LATE } from '../../testing/debt-accounts';
import { debtCardLines } from './card-lines';

const TODAY = '2026-11-28';

describe('debtCardLines', () => {
  it('shows nothing for an account in good standing at a lawful rate', () => {
    expect(debtCardLines({ ...GOOD, interest_rate: 19.99 }, 'ON', TODAY)).toEqual({
      negative: null,
      removals: [],
      limitation: null,
      needsAddress: false,
      needsDischarge: false,
      interest: null,
      nextSteps: [],
    });
  });

  it('dates an item past its removal at both bureaus and offers the late-payment removal letter', () => {
    const lines = debtCardLines(OLD_LATE, 'ON', TODAY);
    expect(lines.negative).toBe('account');
    expect(lines.removals).toEqual([
      {
        bureau: 'Equifax',
        past: true,
        removal: expect.objectContaining({ date: '2025-04-15', confirmed: true }),
      },
      {
        bureau: 'TransUnion',
        past: true,
        // Counted from the last activity for want of the first delinquency: unconfirmed.
        removal: expect.objectContaining({ date: '2025-04-15', confirmed: false }),
      },
    ]);
    // Not a bad debt: no limitation line.
    expect(lines.limitation).toBeNull();
    expect(lines.nextSteps).toEqual([
      // No letter preselected: the Late Payment Removal letter would say the payment was not late.
      { kind: 'dispute_removal', prefill: { account_id: GOOD.id } },
    ]);
  });

  it('counts the limitation from the last payment and offers the statute-barred letter once it passed (ON)', () => {
    const lines = debtCardLines(BAD_DEBT, 'ON', TODAY);
    expect(lines.limitation).toMatchObject({
      from: '2021-06-30',
      barredFrom: '2023-07-01',
      passed: true,
      unconfirmed: false,
    });
    // Equifax keeps it 6 years from the last activity: not yet removed, no dispute.
    expect(lines.removals[0]).toMatchObject({ past: false, removal: { date: '2028-03-01' } });
    expect(lines.nextSteps).toEqual([
      {
        kind: 'statute_barred',
        prefill: {
          letter: 'statute_barred_account',
          account_id: GOOD.id,
          last_payment_date: '2021-06-30',
        },
      },
    ]);
  });

  it('uses the last activity when no last payment is known', () => {
    const lines = debtCardLines({ ...BAD_DEBT, date_of_last_payment: null }, 'ON', TODAY);
    expect(lines.limitation).toMatchObject({ from: '2022-03-01', barredFrom: '2024-03-02' });
  });

  it('in a disputed province (NL), takes the longest period, unconfirmed, and warns before paying', () => {
    const lines = debtCardLines(BAD_DEBT, 'NL', TODAY);
    expect(lines.limitation).toMatchObject({
      barredFrom: '2027-07-01',
      passed: false,
      unconfirmed: true,
    });
    expect(lines.nextSteps).toEqual([{ kind: 'payment_restarts' }]);
  });

  it('asks for the address when the dates depend on a province it does not know', () => {
    expect(debtCardLines(BAD_DEBT, null, TODAY)).toMatchObject({
      needsAddress: true,
      removals: [],
      limitation: null,
      nextSteps: [],
    });
    expect(debtCardLines(GOOD, null, TODAY).needsAddress).toBe(false);
  });

  it('offers the Errors with Account letters without choosing one for a collection past removal', () => {
    const collection = { ...OLD_LATE, debt_kind: 'collection', correct_credit_balance: 0 } as const;
    const lines = debtCardLines(collection, 'QC', TODAY);
    expect(lines.negative).toBe('collection');
    expect(lines.nextSteps).toEqual([
      { kind: 'dispute_removal', prefill: { account_id: GOOD.id } },
    ]);
  });

  it('asks for a bankruptcy’s discharge when the profile does not hold it, and flags a rate above the criminal rate', () => {
    const bankruptcy = { ...GOOD, debt_kind: 'bankruptcy', interest_rate: 39.9 } as const;
    for (const profile of [null, { discharge: null, times: 1 }]) {
      expect(debtCardLines(bankruptcy, 'SK', TODAY, profile)).toMatchObject({
        negative: 'bankruptcy',
        needsDischarge: true,
        removals: [],
        nextSteps: [],
      });
    }
    // Without an address the province comes first: the discharge is not asked for yet.
    expect(debtCardLines(bankruptcy, null, TODAY, null)).toMatchObject({
      needsAddress: true,
      needsDischarge: false,
    });
    expect(debtCardLines(bankruptcy, 'SK', TODAY).interest).toBeNull();
    expect(debtCardLines({ ...GOOD, interest_rate: 39.9 }, 'SK', TODAY).interest).toEqual({
      rule: 'criminal_rate',
      openedBefore: true,
    });
  });

  it('dates a bankruptcy from the profile’s discharge: 6 years at Equifax, 7 at TransUnion (unconfirmed)', () => {
    const bankruptcy = { ...GOOD, debt_kind: 'bankruptcy' } as const;
    const lines = debtCardLines(bankruptcy, 'ON', TODAY, { discharge: '2019-05-20', times: 1 });
    expect(lines.needsDischarge).toBe(false);
    // Both dates have passed on November 28, 2026: the dispute is offered.
    expect(lines.removals).toEqual([
      {
        bureau: 'Equifax',
        past: true,
        removal: expect.objectContaining({
          date: '2025-05-20',
          basis: 'discharged',
          confirmed: true,
        }),
      },
      {
        bureau: 'TransUnion',
        past: true,
        removal: expect.objectContaining({ date: '2026-05-20', confirmed: false }),
      },
    ]);
    expect(lines.nextSteps).toEqual([
      { kind: 'dispute_removal', prefill: { account_id: GOOD.id } },
    ]);
  });

  it('keeps a bankruptcy 14 years when the profile counts two or more', () => {
    const bankruptcy = { ...GOOD, debt_kind: 'bankruptcy' } as const;
    const lines = debtCardLines(bankruptcy, 'ON', TODAY, { discharge: '2019-05-20', times: 2 });
    expect(lines.removals.map(({ removal }) => removal)).toEqual([
      expect.objectContaining({ date: '2033-05-20', confirmed: true }),
      expect.objectContaining({ date: '2033-05-20', confirmed: false }),
    ]);
    expect(lines.nextSteps).toEqual([]);
  });
});
