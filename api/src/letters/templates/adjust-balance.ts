import { adjustBalanceBody, type LetterInputs } from 'shared/contract';
import { accountLines, bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { cad } from '../creditor-parts';
import { requireAccount } from '../recipients';

/** The balance reported for one of the consumer's accounts is wrong: correct it (proof enclosed). */
export const adjustBalanceTemplate = bureauLetterTemplate<LetterInputs['adjust_balance']>({
  type: 'adjust_balance',
  kind: 'Balance Correction',
  input: adjustBalanceBody,
  content(input, { bureau, options }) {
    const account = requireAccount(options, 'adjust_balance');
    const correct = cad(input.balance_adjustment);
    return {
      subject: `Incorrect balance reported for my account ${account.account_name}`,
      problem: [
        [
          `${myFileAt(bureau)} reports a balance of ${cad(input.reported_balance_amount)} for this account:`,
          ...accountLines(account.account_name, account.full_account_number),
        ].join('\n'),
        `That balance is wrong. The correct balance is ${correct}, as the proof of payment I enclose shows.`,
      ],
      request: [
        `Please correct the balance reported for this account to ${correct}, checking it with the creditor if you need to.`,
      ],
      documents: [
        'Copy of the proof of payment (a receipt or a statement) showing the correct balance',
      ],
    };
  },
});
