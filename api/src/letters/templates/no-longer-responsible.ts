import { type LetterInputs, noLongerResponsibleBody } from 'shared/contract';
import { bureauLetterTemplate, maskedAccountNumber, myFileAt } from '../bureau-letters';

/** The consumer is no longer responsible for an account (joint account, bankruptcy, proposal). */
export const noLongerResponsibleTemplate = bureauLetterTemplate<
  LetterInputs['no_longer_responsible']
>({
  type: 'no_longer_responsible',
  kind: 'No Longer Responsible',
  input: noLongerResponsibleBody,
  content({ account_number: accountNumber, creditor_name: creditor }, { bureau }) {
    // To a bureau: the account number's last four characters only (decisions.md section 6).
    const masked = maskedAccountNumber(accountNumber);
    return {
      subject: `Account ${masked} with ${creditor}: I am no longer responsible`,
      problem: [
        [
          `${myFileAt(bureau)} shows me as responsible for this account:`,
          `Creditor: ${creditor}`,
          `Account number: ${masked}`,
        ].join('\n'),
        'I am no longer responsible for this account or for any balance on it: I was removed from it as a joint account holder, or it was included in my bankruptcy or consumer proposal. The documents I enclose show which.',
      ],
      request: [
        `Please update my file so that it shows I am no longer responsible for this account, checking it with ${creditor} if you need to.`,
      ],
      documents: [
        'Copy of the document that ends my responsibility for this account: the release from the joint account or, for a bankruptcy or consumer proposal, the liabilities sheet listing this account and the discharge certificate',
      ],
    };
  },
});
