import type { InstalmentFrequency, LetterInputs } from 'shared/contract';
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
import { formatLongDate, keepTogether } from './format';
import { letterName } from './parts';
import { provinceForLetters } from './province';
import { creditorFromBody, requireAccount, shortPartyName } from './recipients';
import type { LetterBuildOptions, LetterDocument, LetterPersonalData } from './types';

/**
 * What the offer and the acceptance share (the reference's settlement norms): the balance the
 * creditor claims and the amount, the payment schedule, "full and final settlement", written
 * confirmation before any payment, how the account will be reported, a traceable payment, and no
 * admission of liability.
 */

type SettlementInput = LetterInputs['offer_a_settlement'];

const EVERY: Readonly<Record<InstalmentFrequency, string>> = {
  weekly: 'one every week',
  every_two_weeks: 'one every two weeks',
  monthly: 'one every month',
};

/**
 * How the consumer will pay, after an amount: "in a single lump-sum payment", or the schedule
 * ("in 6 payments of $200.00, one every month, the first on January 15, 2027"). The contract
 * requires the whole schedule for payments; a body without one is a programming error.
 */
export function paymentMethodWording(input: SettlementInput): string {
  if (input.payment_method === 'lump_sum') return 'in a single lump-sum payment';
  const { instalment_amount: amount, instalment_frequency: frequency } = input;
  const { instalment_count: count, first_payment_date: first } = input;
  if (amount === undefined || !frequency || count === undefined || !first) {
    throw new Error('A settlement by payments needs its schedule.');
  }
  return `in ${count} payments of ${cad(amount)}, ${EVERY[frequency]}, the first on ${keepTogether(formatLongDate(first))}`;
}

/** The conditions both letters set before any money moves. */
export function settlementConditions(input: SettlementInput): string[] {
  const settles =
    input.payment_method === 'lump_sum'
      ? `the payment of ${cad(input.creditor_amount)} is accepted`
      : `payments totalling ${cad(input.creditor_amount)}, on the schedule above, are accepted`;
  return [
    bulletList(
      'Before I make any payment, I need your written confirmation, on your letterhead, that:',
      [
        `${settles} in full and final settlement of this account, and neither you nor anyone acting for you or buying this debt will seek any further amount from me;`,
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
      // The balance is printed as the creditor's claim; the without-admission paragraph below
      // keeps it from reading as the consumer acknowledging the debt.
      detailLines([
        ...accountWithReference(account, input.creditor_reference_number),
        ['Balance you claim', cad(input.creditor_balance)],
      ]),
      parts.proposal,
      ...settlementConditions(input),
      quebecRelease(personal),
      parts.closingTerms,
      WITHOUT_ADMISSION,
      collectorReminder(personal),
      ANSWER_IN_WRITING,
    ],
    documents: [],
  });
}
