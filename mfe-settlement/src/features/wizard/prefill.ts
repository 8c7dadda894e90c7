import { isMoneyAmount } from 'shared/contract';
import { SETTLEMENT_PREFILL_KEY } from 'shared/contract/wizard-prefill';
import { EMPTY_SETTLEMENT_FORM, type SettlementFormValues } from './settlement-form';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The wizard's first values from the router state another page handed it (contract/
 * wizard-prefill.ts: the payoff plan's "what if I settle" line): the offer letter, the account to
 * pick and the amount offered. Router state comes from a page of this app, but is read as
 * untrusted all the same: a value of the wrong kind is dropped, never used. Without a prefill the
 * wizard starts empty, as before.
 */
export function settlementStart(routerState: unknown): SettlementFormValues {
  const prefill = record(record(routerState)[SETTLEMENT_PREFILL_KEY]);
  const accountId = typeof prefill.account_id === 'string' ? prefill.account_id : '';
  const amount =
    typeof prefill.offer_amount === 'number' &&
    prefill.offer_amount > 0 &&
    isMoneyAmount(prefill.offer_amount)
      ? prefill.offer_amount.toFixed(2)
      : '';
  if (!accountId && !amount) return EMPTY_SETTLEMENT_FORM;
  return {
    ...EMPTY_SETTLEMENT_FORM,
    letter: 'offer_a_settlement',
    account_id: accountId,
    creditor_amount: amount,
  };
}
