import { changeRatingBody, type LetterInputs } from 'shared/contract';
import { bureauLetterTemplate, myFileAt } from '../bureau-letters';
import { formatLongDate, keepTogether } from '../format';

/** An account included in a consumer proposal is rated as a delinquency: rate it as the proposal. */
export const changeRatingTemplate = bureauLetterTemplate<LetterInputs['change_rating']>({
  type: 'change_rating',
  kind: 'Rating Correction',
  input: changeRatingBody,
  content(input, { bureau }) {
    const accountNumber = keepTogether(input.creditor_account_number);
    const filed = formatLongDate(input.consumer_proposal_filed);
    return {
      subject: `Rating of account ${accountNumber}: included in my consumer proposal`,
      problem: [
        `${myFileAt(bureau)} reports the account with account number ${accountNumber}. This account was included in the consumer proposal I filed on ${filed}, but the rating you report for it shows it as a delinquency (late or unpaid) instead of an account included in a consumer proposal.`,
      ],
      request: [
        `Please change the rating of this account so that it shows the account as included in my consumer proposal filed on ${filed}, and no longer as a delinquency.`,
      ],
      documents: [
        'Copy of the liabilities sheet of my consumer proposal, listing this account',
        'Copy of the discharge certificate (certificate of full performance) of my consumer proposal, if it has been issued',
      ],
    };
  },
});
