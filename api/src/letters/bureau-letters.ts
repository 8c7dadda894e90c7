import {
  bureauByName,
  bureausChosen,
  type CreditBureau,
  type LetterBureauChoice,
  type Province,
  type RepairLetterType,
} from 'shared/contract';
import type { z } from 'zod';
import {
  contactSentence,
  correctionBasis,
  identifyingParagraph,
  withinReplyTime,
} from './creditor-parts';
import { keepTogether } from './format';
import type { LetterLanguage } from './language';
import {
  bureauDocumentRules,
  bureauDocuments,
  bureauNameIn,
  bureauRecipient,
  bureauSendTo,
  bureauShortName,
  letterCourtesy,
  letterName,
  senderFrom,
} from './parts';
import { provinceForLetters } from './province';
import type {
  LetterBuildOptions,
  LetterDocument,
  LetterPersonalData,
  LetterTemplate,
} from './types';

/**
 * The building block of the bureau-bound repair letters (decisions: one letter per chosen
 * bureau, Equifax first). A template says what is wrong and what it asks for; this file adds
 * what every one of them shares: the bureau as addressee, the identifying details, the provincial
 * statute, the 30-day answer, the identification enclosures and the instructions page.
 */

/** What a template knows while it writes one bureau's letter. */
export interface BureauLetterContext {
  bureau: CreditBureau;
  personal: LetterPersonalData;
  /** The consumer's province (the current address, the postal code winning). */
  province: Province;
  options: LetterBuildOptions;
  /** The letter's language (options.language), for the template's own sentences. */
  language: LetterLanguage;
}

/** The parts of a letter that differ per type. */
export interface BureauLetterContent {
  subject: string;
  /** What is wrong in the file: the opening paragraphs. */
  problem: string[];
  /** What the consumer asks the bureau to do (the statute and the 30 days follow). */
  request: string[];
  /** Supporting documents besides the bureau's identification (spec section 2). */
  documents?: string[];
  /** Replaces the general credit-reporting statute sentence (statute-barred in Saskatchewan). */
  statute?: string | null;
}

export interface BureauLetterDefinition<Input extends { bureau?: LetterBureauChoice }> {
  type: RepairLetterType;
  /**
   * The letter's kind in its name, in each language: 'Employment Correction' gives
   * 'Employment Correction - Equifax' (« Correction de l’emploi – Équifax »).
   */
  kind: { en: string; fr: string };
  input: z.ZodType<Input>;
  content(input: Input, context: BureauLetterContext): BureauLetterContent;
}

/** A bureau-bound repair letter (group 1): one document per bureau the body chooses. */
export function bureauLetterTemplate<Input extends { bureau?: LetterBureauChoice }>(
  definition: BureauLetterDefinition<Input>,
): LetterTemplate<Input> {
  return {
    type: definition.type,
    group: 1,
    input: definition.input,
    build(input, personal, options) {
      return bureausChosen(input.bureau).map((name) => {
        const bureau = bureauByName(name);
        const province = provinceForLetters(personal.currentAddress);
        const context = { bureau, personal, province, options, language: options.language };
        const content = definition.content(input, context);
        return bureauLetter(definition.kind[options.language], content, context);
      });
    },
  };
}

function bureauLetter(
  kind: string,
  content: BureauLetterContent,
  { bureau, personal, options, language }: BureauLetterContext,
): LetterDocument {
  const sender = senderFrom(personal, language);
  const documents = [...bureauDocuments(bureau, language), ...(content.documents ?? [])];
  const statute =
    content.statute === undefined ? correctionBasis(personal, language) : content.statute;
  const courtesy = letterCourtesy(language);
  const supporting = (content.documents?.length ?? 0) > 0;
  const enclosed =
    language === 'fr'
      ? `Pour confirmer mon identité${supporting ? ' et appuyer cette demande' : ''}, je joins des copies des documents énumérés ci-dessous.`
      : `To confirm my identity${supporting ? ' and support this request' : ''}, I enclose copies of the documents listed below.`;
  return {
    title: letterName(kind, bureauShortName(bureau, language), language),
    language,
    instructions: {
      documents,
      documentRules: bureauDocumentRules(bureau, language),
      sendTo: bureauSendTo(bureau, language),
    },
    sender,
    date: options.date,
    recipient: bureauRecipient(bureau, language),
    subject: content.subject,
    salutation: courtesy.salutation,
    paragraphs: [
      ...content.problem,
      identifyingParagraph(personal, 'file', language),
      ...content.request,
      [statute, resultsInWriting(options.date, language)].filter(Boolean).join(' '),
      `${enclosed} ${contactSentence(personal, language)}`,
    ],
    closing: courtesy.closing,
    enclosures: documents,
    signatureName: sender.fullName,
    dispute: { wrong: content.problem, asked: content.request },
  };
}

/** The deadline every bureau letter sets, with the date it falls on. */
function resultsInWriting(date: string, language: LetterLanguage): string {
  return language === 'fr'
    ? `Veuillez m’envoyer les résultats par écrit ${withinReplyTime(date, language)}, avec une copie à jour de mon dossier de crédit.`
    : `Please send me the results in writing ${withinReplyTime(date)}, with an updated copy of my credit file.`;
}

/**
 * "My credit file with Equifax Canada" (« Mon dossier de crédit chez Équifax Canada »): how every
 * letter opens on the file it is about.
 */
export function myFileAt(bureau: CreditBureau, language: LetterLanguage = 'en'): string {
  return language === 'fr'
    ? `Mon dossier de crédit chez ${bureauNameIn(bureau, language)}`
    : `My credit file with ${bureau.name}`;
}

/**
 * "•••• 4433": an account number as a letter to a bureau shows it (decisions.md section 6). The
 * bureau finds the account by the consumer and the creditor; the last four characters tell which
 * one, and a letter lost in the mail or kept in a bureau's file never carries the whole number.
 */
export function maskedAccountNumber(accountNumber: string): string {
  const characters = accountNumber.replace(/[^0-9A-Za-z]/g, '');
  return keepTogether(`•••• ${characters.slice(-4)}`);
}

/** An account as a block of lines under a sentence: its name and its masked number. */
export function accountLines(
  accountName: string,
  accountNumber: string,
  language: LetterLanguage = 'en',
): string[] {
  return language === 'fr'
    ? [`Compte : ${accountName}`, `Numéro de compte : ${maskedAccountNumber(accountNumber)}`]
    : [`Account: ${accountName}`, `Account number: ${maskedAccountNumber(accountNumber)}`];
}

/**
 * The consumer's own description of what is wrong (the form's "Description of the error"),
 * quoted as theirs under the facts; nothing when they gave none.
 */
export function inMyOwnWords(description: string, language: LetterLanguage = 'en'): string[] {
  const words = description.trim();
  if (words === '') return [];
  return [
    language === 'fr' ? `Dans mes propres mots : « ${words} »` : `In my own words: “${words}”`,
  ];
}

const MONTH_AND_YEAR = {
  en: new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "2025-08" as "August 2025" (« août 2025 »). */
function formatMonth(month: string, language: LetterLanguage): string {
  return keepTogether(MONTH_AND_YEAR[language].format(new Date(`${month}-01T00:00:00Z`)));
}

/** Months (YYYY-MM, in order) as a sentence lists them: "August 2025, October 2025 and May 2026". */
export function monthsInWords(months: readonly string[], language: LetterLanguage = 'en'): string {
  const words = months.map((month) => formatMonth(month, language));
  const last = words.pop() ?? '';
  const and = language === 'fr' ? 'et' : 'and';
  return words.length === 0 ? last : `${words.join(', ')} ${and} ${last}`;
}

/** The detail line naming the month(s) of the disputed late payment(s); none when not given. */
export function lateMonthsDetail(
  months: readonly string[],
  language: LetterLanguage = 'en',
): [string, string][] {
  if (months.length === 0) return [];
  const label =
    language === 'fr'
      ? months.length === 1
        ? 'Mois déclaré en retard'
        : 'Mois déclarés en retard'
      : months.length === 1
        ? 'Month reported late'
        : 'Months reported late';
  return [[label, monthsInWords(months, language)]];
}
