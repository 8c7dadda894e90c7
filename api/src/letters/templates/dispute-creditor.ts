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
    const account = requireAccount(options, 'dispute_creditor');
    const creditor = creditorFromBody(input, input, options.creditor);
    const comments = input.creditor_comments.trim();
    return [
      partyLetter({
        title: letterName('Debt Dispute', shortPartyName(creditor)),
        party: creditor,
        personal,
        date: options.date,
        subject: `Request to substantiate a debt (your reference ${input.creditor_reference_number})`,
        paragraphs: [
          'You are seeking payment from me for the debt described below. Before I pay anything, I ask you to show that I owe it, and how much.',
          detailLines([
            ['Original creditor', input.original_creditor],
            ...accountWithReference(account, input.creditor_reference_number),
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
          WITHOUT_ADMISSION,
          ANSWER_IN_WRITING,
        ],
        documents: [],
      }),
    ];
  },
};
