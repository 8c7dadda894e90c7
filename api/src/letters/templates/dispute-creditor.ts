import { disputeCreditorBody, type LetterInputs } from 'shared/contract';
import {
  ANSWER_IN_WRITING,
  accountWithReference,
  bulletList,
  collectorReminder,
  detailLines,
  partyLetter,
  WITHOUT_ADMISSION,
  withinReplyTime,
} from '../creditor-parts';
import { letterName } from '../parts';
import { creditorFromBody, requireAccount, shortPartyName } from '../recipients';
import type { LetterTemplate } from '../types';

type Input = LetterInputs['dispute_creditor'];

/**
 * To the creditor or collector of the form (wizard 3, group 1). Canada has no statutory "debt
 * validation" right, so the letter asks the creditor to substantiate the debt before the
 * consumer pays and reminds collectors of the provincial collection law.
 */
export const disputeCreditorTemplate: LetterTemplate<Input> = {
  type: 'dispute_creditor',
  group: 1,
  input: disputeCreditorBody,
  build(input, personal, options) {
    const { language } = options;
    const account = requireAccount(options, 'dispute_creditor');
    const creditor = creditorFromBody(input, input, options.creditor, language);
    const comments = input.creditor_comments.trim();
    const reference = input.creditor_reference_number;
    const common = { party: creditor, personal, date: options.date, language, documents: [] };
    if (language === 'fr') {
      return [
        partyLetter({
          ...common,
          title: letterName('Contestation d’une dette', shortPartyName(creditor), language),
          subject: `Demande de justification d’une dette (votre référence ${reference})`,
          paragraphs: [
            'Vous me réclamez le paiement de la dette décrite ci-dessous. Avant de payer quoi que ce soit, je vous demande de démontrer que je la dois, et pour quel montant.',
            detailLines(
              [
                ['Créancier d’origine', input.original_creditor],
                ...accountWithReference(account, reference, language),
              ],
              language,
            ),
            bulletList(
              `Veuillez m’envoyer par écrit, ${withinReplyTime(options.date, language)}, les renseignements suivants :`,
              [
                'le nom du créancier d’origine et le numéro de compte qu’il utilisait ;',
                'une copie de la convention signée, ou de tout autre document, qui démontre que je dois cette dette ;',
                'le montant que vous me réclamez et la façon dont il a été calculé : le solde initial, les intérêts, les frais et les pénalités, et chaque paiement porté au crédit du compte ;',
                'si vous recouvrez cette dette pour le compte d’un tiers ou si vous l’avez achetée, le nom du créancier que vous représentez, ou la preuve que la dette vous a été cédée.',
              ],
            ),
            'D’ici à ce que je reçoive ces renseignements, veuillez noter à votre dossier que je conteste cette dette.',
            comments ? `Mes commentaires : ${comments}` : null,
            collectorReminder(personal, language),
            WITHOUT_ADMISSION.fr,
            ANSWER_IN_WRITING.fr,
          ],
        }),
      ];
    }
    return [
      partyLetter({
        ...common,
        title: letterName('Debt Dispute', shortPartyName(creditor)),
        subject: `Request to substantiate a debt (your reference ${reference})`,
        paragraphs: [
          'You are seeking payment from me for the debt described below. Before I pay anything, I ask you to show that I owe it, and how much.',
          detailLines([
            ['Original creditor', input.original_creditor],
            ...accountWithReference(account, reference),
          ]),
          bulletList(`Please send me the following in writing ${withinReplyTime(options.date)}:`, [
            'the name of the original creditor and the account number it used;',
            'a copy of the signed agreement, or of any other document, that shows I owe this debt;',
            'the amount you say I owe and how it was calculated: the original balance, interest, fees and charges, and every payment credited;',
            'if you collect for someone else or have bought the debt, the name of the creditor you act for, or proof that the debt was assigned to you.',
          ]),
          'Until I receive this information, please note in your records that I dispute this debt.',
          comments ? `My comments: ${comments}` : null,
          collectorReminder(personal),
          WITHOUT_ADMISSION.en,
          ANSWER_IN_WRITING.en,
        ],
      }),
    ];
  },
};
