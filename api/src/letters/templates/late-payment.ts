import { type LetterInputs, latePaymentBody } from 'shared/contract';
import {
  accountLines,
  bureauLetterTemplate,
  lateMonthsDetail,
  monthsInWords,
  myFileAt,
} from '../bureau-letters';
import { cad, detailLines } from '../creditor-parts';

/** A late payment is reported in error on an account: investigate and remove it. */
export const latePaymentTemplate = bureauLetterTemplate<LetterInputs['late_payment']>({
  type: 'late_payment',
  kind: 'Late Payment Dispute',
  input: latePaymentBody,
  content(input, { bureau }) {
    const amount = cad(input.past_due_payments);
    const months = input.late_payment_months;
    const which =
      months.length === 0
        ? 'this late payment'
        : `the late ${months.length === 1 ? 'payment' : 'payments'} reported for ${monthsInWords(months)}`;
    return {
      subject: `Late payment reported in error on my account ${input.account_name}`,
      problem: [
        [
          months.length > 1
            ? `${myFileAt(bureau)} reports late payments on this account, with a past-due amount of ${amount}:`
            : `${myFileAt(bureau)} reports a late payment of ${amount} on this account:`,
          ...accountLines(input.account_name, input.account_number),
          ...(months.length > 0 ? [detailLines(lateMonthsDetail(months))] : []),
        ].join('\n'),
        months.length > 1
          ? 'These late payments are reported in error, and I dispute them.'
          : 'This late payment is reported in error, and I dispute it.',
      ],
      request: [
        `Please investigate ${which} with the creditor and remove ${months.length > 1 ? 'them' : 'it'} from the payment history of this account. If the creditor cannot verify ${months.length > 1 ? 'them' : 'it'}, ${months.length > 1 ? 'they' : 'it'} must not stay in my file.`,
      ],
    };
  },
});
