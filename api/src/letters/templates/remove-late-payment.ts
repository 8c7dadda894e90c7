import { type LetterInputs, removeLatePaymentBody } from 'shared/contract';
import {
  inMyOwnWords,
  lateMonthsDetail,
  maskedAccountNumber,
  monthsInWords,
} from '../bureau-letters';
import {
  agencyIdentityDocuments,
  cad,
  contactSentence,
  correctionBasis,
  detailLines,
  identifyingParagraph,
  partyLetter,
  withinReplyTime,
} from '../creditor-parts';
import { letterName } from '../parts';
import { agencyFromBody, shortPartyName } from '../recipients';
import type { LetterTemplate } from '../types';

type Input = LetterInputs['remove_late_payment'];

/**
 * To the agency named in the form (wizard 2, group 1): a late payment reported in error. The
 * agency is a bureau, so the account number shows its last four characters only.
 */
export const removeLatePaymentTemplate: LetterTemplate<Input> = {
  type: 'remove_late_payment',
  group: 1,
  input: removeLatePaymentBody,
  build(input, personal, options) {
    const { language } = options;
    const fr = language === 'fr';
    const agency = agencyFromBody(input.cra_name, input, language);
    const amount = cad(input.past_due_payment, language);
    const months = input.late_payment_months;
    const wrong = [
      fr
        ? 'Mon dossier de crédit auprès de votre agence fait état, pour ce compte, d’un retard de paiement déclaré par erreur :'
        : 'My credit file with your agency shows a late payment on this account that is reported in error:',
      detailLines(
        [
          [fr ? 'Compte' : 'Account', input.account_name],
          [fr ? 'Numéro de compte' : 'Account number', maskedAccountNumber(input.account_number)],
          [fr ? 'Paiement déclaré en retard' : 'Payment reported as late', amount],
          ...lateMonthsDetail(months, language),
        ],
        language,
      ),
      ...inMyOwnWords(input.cra_description, language),
    ];
    let asked: string;
    if (fr) {
      const reportedFor =
        months.length === 0 ? '' : ` déclaré pour ${monthsInWords(months, language)}`;
      asked = `Le paiement de ${amount} n’était pas en retard ; cette inscription est donc inexacte. Veuillez faire enquête à son sujet auprès du créancier et retirer le retard de paiement${reportedFor} de mon dossier de crédit. Veuillez m’envoyer les résultats de votre enquête et une copie de mon dossier de crédit corrigé ${withinReplyTime(options.date, language)}.`;
    } else {
      const reportedFor = months.length === 0 ? '' : ` reported for ${monthsInWords(months)}`;
      asked = `The payment of ${amount} was not late, so this entry is inaccurate. Please investigate it with the creditor and remove the late payment${reportedFor} from my credit file. Please send me the results of your investigation and a copy of my corrected credit file ${withinReplyTime(options.date)}.`;
    }
    return [
      partyLetter({
        title: letterName(
          fr ? 'Retrait d’un retard de paiement' : 'Late Payment Removal',
          shortPartyName(agency),
          language,
        ),
        party: agency,
        personal,
        date: options.date,
        language,
        subject: fr
          ? `Retard de paiement déclaré par erreur à mon compte ${input.account_name}`
          : `Late payment reported in error on my account ${input.account_name}`,
        paragraphs: [
          ...wrong,
          asked,
          correctionBasis(personal, language),
          identifyingParagraph(personal, 'file', language),
          contactSentence(personal, language),
        ],
        documents: [
          ...agencyIdentityDocuments(agency.name, language),
          fr
            ? `Copie d’un relevé ou d’un reçu montrant que le paiement de ${amount} a été fait à temps`
            : `Copy of a statement or receipt showing that the payment of ${amount} was made on time`,
        ],
        dispute: { wrong, asked: [asked] },
      }),
    ];
  },
};
