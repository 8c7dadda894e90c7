import { changeRatingBody, creditRatingLabel, type LetterInputs } from 'shared/contract';
import { bureauLetterTemplate, maskedAccountNumber, myFileAt } from '../bureau-letters';
import { formatLongDate } from '../format';

/**
 * An account included in a consumer proposal is rated as a delinquency: rate it as the consumer
 * asks (the R scale; a proposal is reported R7), or as included in the proposal when they did
 * not pick a rating. To a bureau: the account number's last four characters only.
 */
export const changeRatingTemplate = bureauLetterTemplate<LetterInputs['change_rating']>({
  type: 'change_rating',
  kind: 'Rating Correction',
  input: changeRatingBody,
  content(input, { bureau }) {
    const accountNumber = maskedAccountNumber(input.creditor_account_number);
    const filed = formatLongDate(input.consumer_proposal_filed);
    const creditor = input.creditor_name.trim();
    const account = creditor
      ? `my account with ${creditor}, account number ${accountNumber}`
      : `the account with account number ${accountNumber}`;
    const rating = input.rating_requested;
    return {
      subject: `Rating of account ${accountNumber}: included in my consumer proposal`,
      problem: [
        `${myFileAt(bureau)} reports ${account}. This account was included in the consumer proposal I filed on ${filed}, but the rating you report for it shows it as a delinquency (late or unpaid) instead of an account included in a consumer proposal.`,
      ],
      request: [
        rating === ''
          ? `Please change the rating of this account so that it shows the account as included in my consumer proposal filed on ${filed}, and no longer as a delinquency.`
          : `Please change the rating of this account to ${creditRatingLabel(rating)}, as it was included in my consumer proposal filed on ${filed}, and no longer report it as a delinquency.`,
      ],
      documents: [
        'Copy of the liabilities sheet of my consumer proposal, listing this account',
        'Copy of the discharge certificate (certificate of full performance) of my consumer proposal, if it has been issued',
      ],
    };
  },
});
