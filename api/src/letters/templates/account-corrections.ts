import { accountCorrectionsBody, bureauByName, type LetterInputs } from 'shared/contract';
import { inMyOwnWords, maskedAccountNumber } from '../bureau-letters';
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
import { bureauShortName, letterName } from '../parts';
import { agencyFromBody, requireAccount } from '../recipients';
import type { LetterTemplate } from '../types';

type Input = LetterInputs['account_corrections'];

/**
 * To the agency chosen in the form (wizard 2, group 1): one of the user's accounts shows a wrong
 * balance. The form's agency is Equifax or TransUnion, so the letter is addressed to the bureau's
 * mailing name; its address and fax are the ones the user confirmed. A bureau sees the account
 * number's last four characters only; the consumer's description of the error follows the facts.
 */
export const accountCorrectionsTemplate: LetterTemplate<Input> = {
  type: 'account_corrections',
  group: 1,
  input: accountCorrectionsBody,
  build(input, personal, options) {
    const { language } = options;
    const fr = language === 'fr';
    const account = requireAccount(options, 'account_corrections');
    const bureau = bureauByName(input.consumer_reporting_agency);
    const agency = agencyFromBody(bureau.mailingName, input, language);
    const correct = cad(input.adjusted_balance_amount, language);
    // The account record's reported balance is the user's own note; printed only when it differs.
    const reported: [string, string][] =
      account.reported_credit_balance !== input.adjusted_balance_amount
        ? [
            [
              fr ? 'Solde à mon dossier de crédit' : 'Balance in my credit file',
              cad(account.reported_credit_balance, language),
            ],
          ]
        : [];
    const wrong = [
      fr
        ? 'Mon dossier de crédit auprès de votre agence indique un solde inexact pour ce compte :'
        : 'My credit file with your agency shows an incorrect balance for this account:',
      detailLines(
        [
          [fr ? 'Compte' : 'Account', account.account_name],
          [
            fr ? 'Numéro de compte' : 'Account number',
            maskedAccountNumber(account.full_account_number),
          ],
          ...reported,
          [fr ? 'Solde exact' : 'Correct balance', correct],
        ],
        language,
      ),
      ...inMyOwnWords(input.cra_description, language),
    ];
    const asked = fr
      ? `Le solde exact est de ${correct}. Veuillez faire enquête sur cette inscription auprès du créancier et corriger le solde inscrit à mon dossier de crédit. Veuillez m’envoyer les résultats de votre enquête et une copie de mon dossier de crédit corrigé ${withinReplyTime(options.date, language)}.`
      : `The correct balance is ${correct}. Please investigate this entry with the creditor and correct the balance in my credit file. Please send me the results of your investigation and a copy of my corrected credit file ${withinReplyTime(options.date)}.`;
    return [
      partyLetter({
        title: letterName(
          fr ? 'Correction de compte' : 'Account Correction',
          bureauShortName(bureau, language),
          language,
        ),
        party: agency,
        personal,
        date: options.date,
        language,
        subject: fr
          ? `Solde inexact déclaré pour mon compte ${account.account_name}`
          : `Incorrect balance reported for my account ${account.account_name}`,
        paragraphs: [
          ...wrong,
          asked,
          correctionBasis(personal, language),
          identifyingParagraph(personal, 'file', language),
          contactSentence(personal, language),
        ],
        documents: [
          ...agencyIdentityDocuments(bureau.id, language),
          fr
            ? `Copie d’un relevé récent ou d’une preuve de paiement indiquant le solde exact de ${correct}`
            : `Copy of a recent statement or proof of payment showing the correct balance of ${correct}`,
        ],
        dispute: { wrong, asked: [asked] },
      }),
    ];
  },
};
