import { changeRatingBody, creditRatingLabel, type LetterInputs } from 'shared/contract';
import { bureauLetterTemplate, maskedAccountNumber, myFileAt } from '../bureau-letters';
import { formatLongDate } from '../format';
import { longDate } from '../language';

/**
 * An account included in a consumer proposal is rated as a delinquency: rate it as the consumer
 * asks (the R scale; a proposal is reported R7), or as included in the proposal when they did
 * not pick a rating. To a bureau: the account number's last four characters only.
 */
export const changeRatingTemplate = bureauLetterTemplate<LetterInputs['change_rating']>({
  type: 'change_rating',
  kind: { en: 'Rating Correction', fr: 'Correction de la cote' },
  input: changeRatingBody,
  content(input, { bureau, language }) {
    const accountNumber = maskedAccountNumber(input.creditor_account_number);
    const creditor = input.creditor_name.trim();
    const rating = input.rating_requested;
    if (language === 'fr') {
      const filed = longDate(input.consumer_proposal_filed, language);
      const account = creditor
        ? `mon compte chez ${creditor}, numéro de compte ${accountNumber}`
        : `le compte portant le numéro ${accountNumber}`;
      return {
        subject: `Cote du compte ${accountNumber} : compte inclus dans ma proposition de consommateur`,
        problem: [
          `${myFileAt(bureau, language)} fait état de ${account}. Ce compte a été inclus dans la proposition de consommateur que j’ai déposée le ${filed}, mais la cote que vous déclarez le présente comme un défaut de paiement (paiement en retard ou impayé) plutôt que comme un compte inclus dans une proposition de consommateur.`,
        ],
        request: [
          rating === ''
            ? `Veuillez modifier la cote de ce compte pour qu’elle indique que le compte est inclus dans ma proposition de consommateur déposée le ${filed}, et non plus comme un défaut de paiement.`
            : `Veuillez modifier la cote de ce compte à ${creditRatingLabel(rating, language)}, puisqu’il a été inclus dans ma proposition de consommateur déposée le ${filed}, et cesser de le déclarer comme un défaut de paiement.`,
        ],
        documents: [
          'Copie de la liste des dettes (bilan) de ma proposition de consommateur, où figure ce compte',
          'Copie du certificat d’exécution intégrale de ma proposition de consommateur, s’il a été délivré',
        ],
      };
    }
    const filed = formatLongDate(input.consumer_proposal_filed);
    const account = creditor
      ? `my account with ${creditor}, account number ${accountNumber}`
      : `the account with account number ${accountNumber}`;
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
