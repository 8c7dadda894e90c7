import type { ConcealedPassword } from 'shared/api';
import { type LetterRequest, parseMoney, type SettlementLetterType } from 'shared/contract';
import { instalmentCountOf, type SettlementFormValues } from './settlement-form';

export type SettlementRequest = LetterRequest<SettlementLetterType>;

/** The schedule as the body carries it: for payments only, numbers parsed. */
function scheduleOf(values: SettlementFormValues) {
  if (values.payment_method !== 'payments') return {};
  const amount = parseMoney(values.instalment_amount);
  const count = instalmentCountOf(values.instalment_count);
  return {
    ...(amount === null ? {} : { instalment_amount: amount }),
    ...(values.instalment_frequency ? { instalment_frequency: values.instalment_frequency } : {}),
    ...(count === undefined ? {} : { instalment_count: count }),
    ...(values.first_payment_date ? { first_payment_date: values.first_payment_date.trim() } : {}),
  };
}

/**
 * The generate body: the whole wizard state (decisions.md section 3), amounts as numbers of
 * dollars, the schedule only for payments, and the gate's password, revealed here and nowhere
 * else. Returns null while the form is incomplete (no letter, payment method, province or valid
 * amounts),
 * which Next already prevents; the schedule is checked by the form and again by the API.
 */
export function toSettlementBody(
  values: SettlementFormValues,
  password: ConcealedPassword,
  step: number,
): SettlementRequest | null {
  const amount = parseMoney(values.creditor_amount);
  const balance = parseMoney(values.creditor_balance);
  if (values.letter === '' || values.payment_method === '' || amount === null) return null;
  if (balance === null || values.creditor_province === '') return null;
  return {
    letter: values.letter,
    step,
    creditor_id: values.creditor_id || null,
    creditor_name: values.creditor_name.trim(),
    creditor_street_address: values.creditor_street_address.trim(),
    creditor_city: values.creditor_city.trim(),
    creditor_province: values.creditor_province,
    creditor_postal_code: values.creditor_postal_code.trim(),
    creditor_fax: values.creditor_fax.trim(),
    account_id: values.account_id,
    creditor_reference_number: values.creditor_reference_number.trim(),
    payment_method: values.payment_method,
    creditor_amount: amount,
    creditor_balance: balance,
    ...scheduleOf(values),
    password: password.reveal(),
  };
}
