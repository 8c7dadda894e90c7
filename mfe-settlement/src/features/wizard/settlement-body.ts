import type { ConcealedPassword } from 'shared/api';
import { type LetterRequest, parseMoney, type SettlementLetterType } from 'shared/contract';
import type { SettlementFormValues } from './settlement-form';

export type SettlementRequest = LetterRequest<SettlementLetterType>;

/**
 * The generate body: the whole wizard state (decisions.md section 3), the amount as a number
 * of dollars, and the gate's password, revealed here and nowhere else. Returns null while the
 * form is incomplete (no letter, payment method or valid amount), which Next already prevents.
 */
export function toSettlementBody(
  values: SettlementFormValues,
  password: ConcealedPassword,
  step: number,
): SettlementRequest | null {
  const amount = parseMoney(values.creditor_amount);
  if (values.letter === '' || values.payment_method === '' || amount === null) return null;
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
    password: password.reveal(),
  };
}
