import type { LetterInputs, PaymentMethod } from 'shared/contract';
import {
  ANSWER_IN_WRITING,
  accountWithReference,
  BOTH_BUREAUS,
  bulletList,
  cad,
  collectorReminder,
  detailLines,
  partyLetter,
  WITHOUT_ADMISSION,
} from './creditor-parts';
import { letterName } from './parts';
import { provinceForLetters } from './province';
import { creditorFromBody, requireAccount, shortPartyName } from './recipients';
import type { LetterBuildOptions, LetterDocument, LetterPersonalData } from './types';

/**
 * What the offer and the acceptance share (the reference's settlement norms): "full and final
 * settlement", written confirmation before any payment, how the account will be reported, a
 * traceable payment, and no admission of liability.
 */

/** How the consumer will pay, after an amount: "$2,500.00 in a single lump-sum payment". */
export function paymentMethodWording(method: PaymentMethod): string {
  return method === 'lump_sum'
    ? 'in a single lump-sum payment'
    : 'in instalments, on a payment schedule that we agree on in writing';
}

/** The conditions both letters set before any money moves. */
export function settlementConditions(amount: number): string[] {
  return [
    bulletList(
      'Before I make any payment, I need your written confirmation, on your letterhead, that:',
      [
        `the payment of ${cad(amount)} is accepted in full and final settlement of this account, and neither you nor anyone acting for you or buying this debt will seek any further amount from me;`,
        `you will report the account to ${BOTH_BUREAUS} as settled, preferably as paid in full, with a zero balance.`,
      ],
    ),
    'I will make no payment until I receive that confirmation. I will then pay by cheque or bank transfer, never in cash, and I ask for a receipt for each payment.',
  ];
}

/** Québec's release on a final payment (Office de la protection du consommateur); else null. */
export function quebecRelease(personal: LetterPersonalData): string | null {
  if (provinceForLetters(personal.currentAddress).code !== 'QC') return null;
  return 'In Quebec, a collector who accepts a payment as final must send the consumer, within 10 days, a release showing the date, the creditor, the debt, the consumer’s name and address, the amount owed and the amount received. Please send me that release, or an equivalent written release if you are the original creditor, once you receive my payment.';
}

type SettlementInput = LetterInputs['offer_a_settlement'];

export interface SettlementLetterParts {
  /** "Settlement Offer": the letter's name before the creditor's. */
  kind: string;
  input: SettlementInput;
  personal: LetterPersonalData;
  options: LetterBuildOptions;
  subject: string;
  /** What the consumer offers or accepts, after the account details. */
  proposal: string;
  /** A last term (how long an offer stays open), or null. */
  closingTerms: string | null;
}

/** A settlement letter to the creditor of the form, about the account of `account_id`. */
export function settlementLetter(parts: SettlementLetterParts): LetterDocument {
  const { input, personal, options } = parts;
  const account = requireAccount(options, parts.kind);
  const creditor = creditorFromBody(input, undefined, options.creditor);
  return partyLetter({
    title: letterName(parts.kind, shortPartyName(creditor)),
    party: creditor,
    personal,
    date: options.date,
    subject: parts.subject,
    paragraphs: [
      'I am writing about this account:',
      // The balance is left out on purpose: stating it could read as acknowledging the debt.
      detailLines(accountWithReference(account, input.creditor_reference_number)),
      parts.proposal,
      ...settlementConditions(input.creditor_amount),
      quebecRelease(personal),
      parts.closingTerms,
      WITHOUT_ADMISSION,
      collectorReminder(personal),
      ANSWER_IN_WRITING,
    ],
    documents: [],
  });
}
