import { type LetterInputs, latePaymentBody } from 'shared/contract';
import { accountLines, bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { cad } from '../creditor-parts';

/** A late payment is reported in error on an account: investigate and remove it. */
export const latePaymentTemplate = bureauLetterTemplate<LetterInputs['late_payment']>({
  type: 'late_payment',
  kind: 'Late Payment Dispute',
  input: latePaymentBody,
  content(input, { bureau }) {
    const amount = cad(input.past_due_payments);
    return {
      subject: `Late payment reported in error on my account ${input.account_name}`,
      problem: [
        [
          `${myFileAt(bureau)} reports a late payment of ${amount} on this account:`,
          ...accountLines(input.account_name, input.account_number),
        ].join('\n'),
        'This late payment is reported in error, and I dispute it.',
      ],
      request: [
        `Please investigate this late payment with the creditor and remove it from the payment history of this account. If the creditor cannot verify it, it must not stay in my file.`,
      ],
    };
  },
});
