import { SETTLEMENT_PREFILL_KEY } from 'shared/contract/wizard-prefill';
import { settlementStart } from './prefill';
import { EMPTY_SETTLEMENT_FORM } from './settlement-form';

const ACCOUNT = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';

describe('the settlement wizard’s prefill', () => {
  it('starts the offer letter with the account and the amount handed in router state', () => {
    expect(
      settlementStart({ [SETTLEMENT_PREFILL_KEY]: { account_id: ACCOUNT, offer_amount: 1200 } }),
    ).toEqual({
      ...EMPTY_SETTLEMENT_FORM,
      letter: 'offer_a_settlement',
      account_id: ACCOUNT,
      creditor_amount: '1200.00',
    });
  });

  it('starts empty without a prefill, and drops values of the wrong kind', () => {
    expect(settlementStart(null)).toBe(EMPTY_SETTLEMENT_FORM);
    expect(settlementStart({ other: 1 })).toBe(EMPTY_SETTLEMENT_FORM);
    expect(
      settlementStart({ [SETTLEMENT_PREFILL_KEY]: { account_id: 7, offer_amount: 'lots' } }),
    ).toBe(EMPTY_SETTLEMENT_FORM);
    expect(
      settlementStart({ [SETTLEMENT_PREFILL_KEY]: { account_id: ACCOUNT, offer_amount: 10.005 } }),
    ).toMatchObject({ account_id: ACCOUNT, creditor_amount: '' });
    expect(settlementStart({ [SETTLEMENT_PREFILL_KEY]: { offer_amount: -5 } })).toBe(
      EMPTY_SETTLEMENT_FORM,
    );
  });
});
