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
    const agency = agencyFromBody(input.cra_name, input);
    const amount = cad(input.past_due_payment);
    const months = input.late_payment_months;
    const reportedFor = months.length === 0 ? '' : ` reported for ${monthsInWords(months)}`;
    const wrong = [
      'My credit file with your agency shows a late payment on this account that is reported in error:',
      detailLines([
        ['Account', input.account_name],
        ['Account number', maskedAccountNumber(input.account_number)],
        ['Payment reported as late', amount],
        ...lateMonthsDetail(months),
      ]),
      ...inMyOwnWords(input.cra_description),
    ];
    const asked = `The payment of ${amount} was not late, so this entry is inaccurate. Please investigate it with the creditor and remove the late payment${reportedFor} from my credit file. Please send me the results of your investigation and a copy of my corrected credit file ${withinReplyTime(options.date)}.`;
    return [
      partyLetter({
        title: letterName('Late Payment Removal', shortPartyName(agency)),
        party: agency,
        personal,
        date: options.date,
        subject: `Late payment reported in error on my account ${input.account_name}`,
        paragraphs: [
          ...wrong,
          asked,
          correctionBasis(personal),
          identifyingParagraph(personal, 'file'),
          contactSentence(personal),
        ],
        documents: [
          ...agencyIdentityDocuments(agency.name),
          `Copy of a statement or receipt showing that the payment of ${amount} was made on time`,
        ],
        dispute: { wrong, asked: [asked] },
      }),
    ];
  },
};
