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
import { letterName } from '../parts';
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
    const account = requireAccount(options, 'account_corrections');
    const bureau = bureauByName(input.consumer_reporting_agency);
    const agency = agencyFromBody(bureau.mailingName, input);
    const correct = input.adjusted_balance_amount;
    // The account record's reported balance is the user's own note; printed only when it differs.
    const reported: [string, string][] =
      account.reported_credit_balance !== correct
        ? [['Balance in my credit file', cad(account.reported_credit_balance)]]
        : [];
    const wrong = [
      'My credit file with your agency shows an incorrect balance for this account:',
      detailLines([
        ['Account', account.account_name],
        ['Account number', maskedAccountNumber(account.full_account_number)],
        ...reported,
        ['Correct balance', cad(correct)],
      ]),
      ...inMyOwnWords(input.cra_description),
    ];
    const asked = `The correct balance is ${cad(correct)}. Please investigate this entry with the creditor and correct the balance in my credit file. Please send me the results of your investigation and a copy of my corrected credit file ${withinReplyTime(options.date)}.`;
    return [
      partyLetter({
        title: letterName('Account Correction', bureau.id),
        party: agency,
        personal,
        date: options.date,
        subject: `Incorrect balance reported for my account ${account.account_name}`,
        paragraphs: [
          ...wrong,
          asked,
          correctionBasis(personal),
          identifyingParagraph(personal, 'file'),
          contactSentence(personal),
        ],
        documents: [
          ...agencyIdentityDocuments(bureau.id),
          `Copy of a recent statement or proof of payment showing the correct balance of ${cad(correct)}`,
        ],
        dispute: { wrong, asked: [asked] },
      }),
    ];
  },
};
