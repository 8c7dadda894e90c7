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

  it('dates an item past its removal at both bureaus and offers the outdated item letter to both', () => {
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
      {
        kind: 'dispute_removal',
        prefill: {
          letter: 'outdated_item',
          account_id: GOOD.id,
          item_kind: 'account',
          bureau: 'both',
          // TransUnion's first delinquency is no account field: the wizard asks for it.
          last_activity_date: '2019-04-15',
        },
      },
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

  it('offers the outdated item letter for a collection past removal, as a collection', () => {
    const collection = { ...OLD_LATE, debt_kind: 'collection', correct_credit_balance: 0 } as const;
    const lines = debtCardLines(collection, 'QC', TODAY);
    expect(lines.negative).toBe('collection');
    expect(lines.nextSteps).toEqual([
      {
        kind: 'dispute_removal',
        prefill: {
          letter: 'outdated_item',
          account_id: GOOD.id,
          item_kind: 'collection',
          bureau: 'both',
          last_activity_date: '2019-04-15',
        },
      },
    ]);
  });

  it('sends the outdated item letter only to the bureau the item is past at', () => {
    // A judgment filed on 2020-03-01 in Ontario: Equifax keeps it 6 years, TransUnion 7.
    const judgment = { ...GOOD, debt_kind: 'judgment', date_opened: '2020-03-01' } as const;
    const lines = debtCardLines(judgment, 'ON', TODAY);
    expect(lines.removals.map(({ bureau, past }) => [bureau, past])).toEqual([
      ['Equifax', true],
      ['TransUnion', false],
    ]);
    expect(lines.nextSteps).toEqual([
      {
        kind: 'dispute_removal',
        prefill: {
          letter: 'outdated_item',
          account_id: GOOD.id,
          item_kind: 'judgment',
          bureau: 'Equifax',
          started_date: '2020-03-01',
        },
      },
    ]);
  });

  it('hands a paid consumer proposal’s filing and payment in full to the letter', () => {
    const proposal = {
      ...GOOD,
      debt_kind: 'consumer_proposal',
      account_status: 'paid',
      date_opened: '2018-03-01',
      date_of_last_payment: '2021-02-15',
    } as const;
    // Whichever comes first: 3 years after the payment in full, 2024-02-15.
    expect(debtCardLines(proposal, 'ON', TODAY).nextSteps).toEqual([
      {
        kind: 'dispute_removal',
        prefill: {
          letter: 'outdated_item',
          account_id: GOOD.id,
          item_kind: 'consumer_proposal',
          bureau: 'both',
          started_date: '2018-03-01',
          paid_off_date: '2021-02-15',
        },
      },
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
      {
        kind: 'dispute_removal',
        prefill: {
          letter: 'outdated_item',
          account_id: GOOD.id,
          item_kind: 'bankruptcy',
          bureau: 'both',
          discharged_date: '2019-05-20',
          other_bankruptcies: 0,
        },
      },
    ]);
  });

  it('hands the letter a bankruptcy account’s own discharge before the profile’s', () => {
    const bankruptcy = {
      ...GOOD,
      debt_kind: 'bankruptcy',
      date_of_discharge: '2018-01-10',
    } as const;
    const [step] = debtCardLines(bankruptcy, 'ON', TODAY, {
      discharge: '2019-05-20',
      times: 1,
    }).nextSteps;
    expect(step).toMatchObject({
      prefill: { discharged_date: '2018-01-10', other_bankruptcies: 0 },
    });
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
