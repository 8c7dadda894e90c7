import {
  type BureauName,
  bureauByName,
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
import {
  bureauDocumentRules,
  bureauRecipient,
  bureauSendTo,
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
 * The building block of the nine bureau-bound repair letters (decisions: one letter per chosen
 * bureau, Equifax first). A template says what is wrong and what it asks for; this file adds
 * what every one of them shares: the bureau as addressee, the identifying details, the provincial
 * statute, the 30-day answer, the identification enclosures and the instructions page.
 */

/** The bureaus a body's `bureau` names: both (the default) in the order Equifax, TransUnion. */
export function bureausFor(choice: LetterBureauChoice | undefined): BureauName[] {
  return choice === undefined || choice === 'both' ? ['Equifax', 'TransUnion'] : [choice];
}

/** What a template knows while it writes one bureau's letter. */
export interface BureauLetterContext {
  bureau: CreditBureau;
  personal: LetterPersonalData;
  /** The consumer's province (the current address, the postal code winning). */
  province: Province;
  options: LetterBuildOptions;
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
  /** The letter's kind in its name: 'Employment Correction' gives 'Employment Correction - Equifax'. */
  kind: string;
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
      return bureausFor(input.bureau).map((name) => {
        const bureau = bureauByName(name);
        const province = provinceForLetters(personal.currentAddress);
        const content = definition.content(input, { bureau, personal, province, options });
        return bureauLetter(definition.kind, content, { bureau, personal, province, options });
      });
    },
  };
}

function bureauLetter(
  kind: string,
  content: BureauLetterContent,
  { bureau, personal, options }: BureauLetterContext,
): LetterDocument {
  const sender = senderFrom(personal);
  const documents = [...bureau.identification.documents, ...(content.documents ?? [])];
  const statute = content.statute === undefined ? correctionBasis(personal) : content.statute;
  return {
    title: letterName(kind, bureau.id),
    instructions: {
      documents,
      documentRules: bureauDocumentRules(bureau),
      sendTo: bureauSendTo(bureau),
    },
    sender,
    date: options.date,
    recipient: bureauRecipient(bureau),
    subject: content.subject,
    salutation: 'Dear Sir or Madam:',
    paragraphs: [
      ...content.problem,
      identifyingParagraph(personal, 'file'),
      ...content.request,
      [statute, resultsInWriting(options.date)].filter(Boolean).join(' '),
      `To confirm my identity${content.documents?.length ? ' and support this request' : ''}, I enclose copies of the documents listed below. ${contactSentence(personal)}`,
    ],
    closing: 'Sincerely,',
    enclosures: documents,
    signatureName: sender.fullName,
    dispute: { wrong: content.problem, asked: content.request },
  };
}

/** The deadline every bureau letter sets, with the date it falls on. */
function resultsInWriting(date: string): string {
  return `Please send me the results in writing ${withinReplyTime(date)}, with an updated copy of my credit file.`;
}

/** "My credit file with Equifax Canada": how every letter opens on the file it is about. */
export function myFileAt(bureau: CreditBureau): string {
  return `My credit file with ${bureau.name}`;
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
export function accountLines(accountName: string, accountNumber: string): string[] {
  return [`Account: ${accountName}`, `Account number: ${maskedAccountNumber(accountNumber)}`];
}

/**
 * The consumer's own description of what is wrong (the form's "Description of the error"),
 * quoted as theirs under the facts; nothing when they gave none.
 */
export function inMyOwnWords(description: string): string[] {
  const words = description.trim();
  return words === '' ? [] : [`In my own words: “${words}”`];
}

const MONTH_AND_YEAR = new Intl.DateTimeFormat('en-CA', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2025-08" as "August 2025". */
function formatMonth(month: string): string {
  return keepTogether(MONTH_AND_YEAR.format(new Date(`${month}-01T00:00:00Z`)));
}

/** Months (YYYY-MM, in order) as a sentence lists them: "August 2025, October 2025 and May 2026". */
export function monthsInWords(months: readonly string[]): string {
  const words = months.map(formatMonth);
  const last = words.pop() ?? '';
  return words.length === 0 ? last : `${words.join(', ')} and ${last}`;
}

/** The detail line naming the month(s) of the disputed late payment(s); none when not given. */
export function lateMonthsDetail(months: readonly string[]): [string, string][] {
  if (months.length === 0) return [];
  return [
    [months.length === 1 ? 'Month reported late' : 'Months reported late', monthsInWords(months)],
  ];
}
