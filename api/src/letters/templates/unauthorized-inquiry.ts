import { type LetterInputs, unauthorizedInquiryBody } from 'shared/contract';
import {
  antiFraudCentre,
  BOTH_BUREAUS,
  bulletList,
  cad,
  contactSentence,
  IDENTITY_DOCUMENTS,
  identifyingParagraph,
  partyLetter,
  withinReplyTime,
} from '../creditor-parts';
import { endSentence, formatLongDate, keepTogether } from '../format';
import { letterName } from '../parts';
import { creditorFromBody, shortPartyName } from '../recipients';
import { citedLaws } from '../statutes';
import type { LetterPersonalData, LetterTemplate } from '../types';

type Input = LetterInputs['unauthorized_inquiry'];

/** The credit-reporting law is the one that says who may pull a consumer's report. */
function accessLawSentence(personal: LetterPersonalData): string | null {
  const laws = citedLaws(personal, 'creditReporting');
  if (!laws) return null;
  return `As a resident of ${laws.provinceName}, I note that ${laws.citedBeforeVerb} ${laws.governs} credit reporting in ${laws.provinceName}, including who may obtain a consumer’s credit report and for what purpose.`;
}

/** To the creditor whose inquiry the consumer did not authorize (wizard 1, group 1). */
export const unauthorizedInquiryTemplate: LetterTemplate<Input> = {
  type: 'unauthorized_inquiry',
  group: 1,
  input: unauthorizedInquiryBody,
  build(input, personal, options) {
    const creditor = creditorFromBody(input, undefined, options.creditor);
    const amount =
      input.creditor_amount > 0 ? ` It relates to credit of ${cad(input.creditor_amount)}.` : '';
    const madeOn =
      input.inquiry_date === ''
        ? endSentence(creditor.name)
        : `${creditor.name} on ${keepTogether(formatLongDate(input.inquiry_date))}.`;
    return [
      partyLetter({
        title: letterName('Unauthorized Inquiry', shortPartyName(creditor)),
        party: creditor,
        personal,
        date: options.date,
        subject: 'A credit inquiry on my file that I did not authorize',
        paragraphs: [
          `My credit file shows an inquiry made by ${madeOn} I did not apply for credit with you, and I did not authorize you to obtain my credit report.${amount}`,
          identifyingParagraph(personal, 'records'),
          bulletList(`Please do one of the following ${withinReplyTime(options.date)}:`, [
            'send me a copy of the application or the signed consent that authorized you to obtain my credit report; or',
            `ask ${BOTH_BUREAUS} to remove this inquiry from my credit file, and confirm to me in writing that you have done so.`,
          ]),
          accessLawSentence(personal),
          `If the inquiry came from an application someone else made in my name, please tell me, so that I can report the identity theft to ${antiFraudCentre()} and to the police.`,
          contactSentence(personal),
        ],
        documents: [
          ...IDENTITY_DOCUMENTS,
          'Copy of the page of my credit report that shows the inquiry',
        ],
      }),
    ];
  },
};
