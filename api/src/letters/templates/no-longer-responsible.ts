import {
  type LetterInputs,
  type NoLongerResponsibleReason,
  noLongerResponsibleBody,
} from 'shared/contract';
import { bureauLetterTemplate, maskedAccountNumber, myFileAt } from '../bureau-letters';

/** What the letter says of the one reason the consumer picked, and the document that shows it. */
const REASONS: Record<NoLongerResponsibleReason, { statement: string; document: string }> = {
  closed: {
    statement: 'This account was closed and I owe nothing on it.',
    document: 'Copy of the statement or letter from the creditor showing the account closed',
  },
  transferred: {
    statement:
      'This account was transferred to another person, or I was released from it, so I am no longer responsible for it.',
    document:
      'Copy of the transfer agreement or the creditor’s release showing I am no longer on the account',
  },
  bankruptcy: {
    statement: 'This account was included in my bankruptcy.',
    document:
      'Copy of the list of creditors from my bankruptcy showing this account, and my discharge certificate if I have been discharged',
  },
  consumer_proposal: {
    statement: 'This account was included in my consumer proposal.',
    document: 'Copy of the list of creditors from my consumer proposal showing this account',
  },
  never_mine: {
    statement:
      'This account was never mine: I did not open it and never agreed to be responsible for it.',
    document: '',
  },
};

/** The consumer is no longer responsible for an account, for the one reason they picked. */
export const noLongerResponsibleTemplate = bureauLetterTemplate<
  LetterInputs['no_longer_responsible']
>({
  type: 'no_longer_responsible',
  kind: 'No Longer Responsible',
  input: noLongerResponsibleBody,
  content({ account_number: accountNumber, creditor_name: creditor, reason }, { bureau }) {
    const { statement, document } = REASONS[reason];
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
        statement,
      ],
      request: [
        reason === 'never_mine'
          ? `Please investigate this account with ${creditor} and remove it from my file.`
          : `Please update my file so that it shows I am no longer responsible for this account, checking it with ${creditor} if you need to.`,
      ],
      documents: document ? [document] : [],
    };
  },
});
