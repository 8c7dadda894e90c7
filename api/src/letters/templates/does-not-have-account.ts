import { doesNotHaveAccountBody, type LetterInputs } from 'shared/contract';
import {
  antiFraudCentre,
  BOTH_BUREAUS,
  bulletList,
  collectorReminder,
  contactSentence,
  detailLines,
  IDENTITY_DOCUMENTS,
  identifyingParagraph,
  partyLetter,
  withinReplyTime,
} from '../creditor-parts';
import { endSentence } from '../format';
import { letterName } from '../parts';
import { creditorFromDirectory, requireCreditor, shortPartyName } from '../recipients';
import type { LetterTemplate } from '../types';

type Input = LetterInputs['does_not_have_account'];

/**
 * To the directory creditor (wizard 2, group 1): an account reported in the consumer's name that
 * the consumer never opened, possibly identity theft.
 */
export const doesNotHaveAccountTemplate: LetterTemplate<Input> = {
  type: 'does_not_have_account',
  group: 1,
  input: doesNotHaveAccountBody,
  build(input, personal, options) {
    const creditor = creditorFromDirectory(requireCreditor(options, 'does_not_have_account'));
    return [
      partyLetter({
        title: letterName('Not My Account', shortPartyName(creditor)),
        party: creditor,
        personal,
        date: options.date,
        subject: `Account ${input.account_number} is not mine`,
        paragraphs: [
          `My credit file shows the account below as an account I hold with ${endSentence(creditor.name)} I have never opened this account, and I have never authorized anyone to open it in my name.`,
          detailLines([['Account number', input.account_number]]),
          identifyingParagraph(personal, 'records'),
          bulletList(`Please, ${withinReplyTime(options.date)}:`, [
            'investigate how this account came to be opened in my name;',
            `stop reporting it in my name, and ask ${BOTH_BUREAUS} to delete it from my credit file;`,
            'confirm to me in writing that I am not responsible for this account, and send me a copy of any application or agreement you hold for it.',
          ]),
          `Because this may be identity theft, I will report it to ${antiFraudCentre()} and to the police. Please do not pass this account to a collection agency while you investigate.`,
          collectorReminder(personal),
          contactSentence(personal),
        ],
        documents: [
          ...IDENTITY_DOCUMENTS,
          'Copy of the page of my credit report that shows the account',
        ],
      }),
    ];
  },
};
