import type { InstalmentFrequency, LetterInputs } from 'shared/contract';
import {
  ANSWER_IN_WRITING,
  accountWithReference,
  bothBureaus,
  bulletList,
  cad,
  collectorReminder,
  detailLines,
  partyLetter,
  toBothBureausFr,
  WITHOUT_ADMISSION,
} from './creditor-parts';
import { formatLongDate, keepTogether } from './format';
import { type LetterLanguage, longDate } from './language';
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

const EVERY: Readonly<Record<LetterLanguage, Record<InstalmentFrequency, string>>> = {
  en: {
    weekly: 'one every week',
    every_two_weeks: 'one every two weeks',
    monthly: 'one every month',
  },
  fr: {
    weekly: 'un par semaine',
    every_two_weeks: 'un toutes les deux semaines',
    monthly: 'un par mois',
  },
};

/**
 * How the consumer will pay, after an amount: "in a single lump-sum payment", or the schedule
 * ("in 6 payments of $200.00, one every month, the first on January 15, 2027"). The contract
 * requires the whole schedule for payments; a body without one is a programming error.
 */
export function paymentMethodWording(
  input: SettlementInput,
  language: LetterLanguage = 'en',
): string {
  const fr = language === 'fr';
  if (input.payment_method === 'lump_sum') {
    return fr ? 'en un seul versement forfaitaire' : 'in a single lump-sum payment';
  }
  const { instalment_amount: amount, instalment_frequency: frequency } = input;
  const { instalment_count: count, first_payment_date: first } = input;
  if (amount === undefined || !frequency || count === undefined || !first) {
    throw new Error('A settlement by payments needs its schedule.');
  }
  return fr
    ? `en ${count} versements de ${cad(amount, language)}, ${EVERY.fr[frequency]}, le premier le ${keepTogether(longDate(first, language))}`
    : `in ${count} payments of ${cad(amount)}, ${EVERY.en[frequency]}, the first on ${keepTogether(formatLongDate(first))}`;
}

/** The conditions both letters set before any money moves. */
export function settlementConditions(
  input: SettlementInput,
  language: LetterLanguage = 'en',
): string[] {
  const amount = cad(input.creditor_amount, language);
  if (language === 'fr') {
    const settles =
      input.payment_method === 'lump_sum'
        ? `le paiement de ${amount} est accepté`
        : `des versements totalisant ${amount}, selon le calendrier ci-dessus, sont acceptés`;
    return [
      bulletList(
        'Avant de faire tout paiement, j’ai besoin de votre confirmation écrite, sur votre papier à en-tête, que :',
        [
          `${settles} en règlement complet et définitif de ce compte, et que ni vous ni personne agissant pour vous ou achetant cette dette ne me réclamera un autre montant ;`,
          `vous déclarerez le compte ${toBothBureausFr()} comme réglé, de préférence comme payé en totalité, avec un solde nul.`,
        ],
      ),
      'Je ne ferai aucun paiement avant d’avoir reçu cette confirmation. Je paierai ensuite par chèque ou par virement bancaire, jamais en argent comptant, et je demande un reçu pour chaque paiement.',
    ];
  }
  const settles =
    input.payment_method === 'lump_sum'
      ? `the payment of ${amount} is accepted`
      : `payments totalling ${amount}, on the schedule above, are accepted`;
  return [
    bulletList(
      'Before I make any payment, I need your written confirmation, on your letterhead, that:',
      [
        `${settles} in full and final settlement of this account, and neither you nor anyone acting for you or buying this debt will seek any further amount from me;`,
        `you will report the account to ${bothBureaus()} as settled, preferably as paid in full, with a zero balance.`,
      ],
    ),
    'I will make no payment until I receive that confirmation. I will then pay by cheque or bank transfer, never in cash, and I ask for a receipt for each payment.',
  ];
}

/** Québec's release on a final payment (Office de la protection du consommateur); else null. */
export function quebecRelease(
  personal: LetterPersonalData,
  language: LetterLanguage = 'en',
): string | null {
  if (provinceForLetters(personal.currentAddress).code !== 'QC') return null;
  return language === 'fr'
    ? 'Au Québec, un agent de recouvrement qui accepte un paiement à titre de paiement final doit remettre au consommateur, dans les 10 jours, une quittance indiquant la date, le créancier, la dette, le nom et l’adresse du consommateur, le montant dû et le montant reçu. Veuillez m’envoyer cette quittance, ou une quittance écrite équivalente si vous êtes le créancier d’origine, dès que vous aurez reçu mon paiement.'
    : 'In Quebec, a collector who accepts a payment as final must send the consumer, within 10 days, a release showing the date, the creditor, the debt, the consumer’s name and address, the amount owed and the amount received. Please send me that release, or an equivalent written release if you are the original creditor, once you receive my payment.';
}

export interface SettlementLetterParts {
  /** "Settlement Offer": the letter's name before the creditor's, in the letter's language. */
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
  const { language } = options;
  const fr = language === 'fr';
  const account = requireAccount(options, parts.kind);
  const creditor = creditorFromBody(input, undefined, options.creditor, language);
  return partyLetter({
    title: letterName(parts.kind, shortPartyName(creditor), language),
    party: creditor,
    personal,
    date: options.date,
    language,
    subject: parts.subject,
    paragraphs: [
      fr ? 'Je vous écris au sujet du compte suivant :' : 'I am writing about this account:',
      // The balance is printed as the creditor's claim; the without-admission paragraph below
      // keeps it from reading as the consumer acknowledging the debt.
      detailLines(
        [
          ...accountWithReference(account, input.creditor_reference_number, language),
          [
            fr ? 'Solde que vous réclamez' : 'Balance you claim',
            cad(input.creditor_balance, language),
          ],
        ],
        language,
      ),
      parts.proposal,
      ...settlementConditions(input, language),
      quebecRelease(personal, language),
      parts.closingTerms,
      WITHOUT_ADMISSION[language],
      collectorReminder(personal, language),
      ANSWER_IN_WRITING[language],
    ],
    documents: [],
  });
}
