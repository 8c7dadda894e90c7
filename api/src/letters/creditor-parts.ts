import { bureauOfAgencyName, CREDIT_BUREAUS, FEDERAL_AGENCIES, formatCad } from 'shared/contract';
import { formatLongDate, formatPhone, keepTogether } from './format';
import { bureauDocumentRules, contactMeans, identifyingDetails, senderFrom } from './parts';
import { type LetterParty, partyRecipient, partySendTo } from './recipients';
import { citedLaws } from './statutes';
import type {
  IsoDate,
  LetterAccount,
  LetterDispute,
  LetterDocument,
  LetterPersonalData,
} from './types';

/**
 * The sentences the creditor- and agency-bound letters share, written once, and the builder that
 * turns a letter's own words into a document addressed to a creditor or an agency.
 */

/** How long a recipient has to answer; the letters print the date it falls on. */
export const REPLY_DAYS = 30;

/** The date `days` after the letter's, as the letter prints it ("April 4, 2026"). */
export function dateAfter(date: IsoDate, days: number): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return formatLongDate(parsed.toISOString().slice(0, 10));
}

/** "within 30 days of the date of this letter, that is by April 4, 2026" */
export function withinReplyTime(date: IsoDate): string {
  return `within ${REPLY_DAYS} days of the date of this letter, that is by ${keepTogether(
    dateAfter(date, REPLY_DAYS),
  )}`;
}

/** "Equifax Canada and TransUnion Canada" */
export const BOTH_BUREAUS = CREDIT_BUREAUS.map((bureau) => bureau.name).join(' and ');

/** Spec section 2: two government IDs, one with a photo and the current address. */
export const IDENTITY_DOCUMENTS = [
  'Copy of a government-issued photo identification showing my current address, front and back',
  'Copy of a second government-issued identification, front and back',
] as const;

/**
 * The identification an agency asks for: a bureau's own list when the agency is Equifax or
 * TransUnion (its name as the user left it), the spec's two IDs otherwise.
 */
export function agencyIdentityDocuments(agencyName: string): readonly string[] {
  return bureauOfAgencyName(agencyName)?.identification.documents ?? IDENTITY_DOCUMENTS;
}

/** "Label: value" lines, one per detail, as one paragraph; values kept on one line each. */
export function detailLines(details: readonly (readonly [string, string])[]): string {
  return details.map(([label, value]) => `${label}: ${keepTogether(value.trim())}`).join('\n');
}

/** A heading line and its bullet items, as one paragraph. */
export function bulletList(heading: string, items: readonly string[]): string {
  return [heading, ...items.map((item) => `•  ${item}`)].join('\n');
}

export function cad(amount: number): string {
  return keepTogether(formatCad(amount));
}

/** The account a creditor letter is about, with the creditor's own reference number. */
export function accountWithReference(
  account: Pick<LetterAccount, 'account_name' | 'full_account_number'>,
  reference: string,
): [string, string][] {
  return [
    ['Account', account.account_name],
    ['Account number', account.full_account_number],
    ['Your reference number', reference],
  ];
}

/** How the consumer wants a creditor's answer: in writing, to the address on the letter. */
export const ANSWER_IN_WRITING = 'Please send your answer in writing to my address above.';

/** Settlement talk is not an admission: said plainly, without claiming more than it does. */
export const WITHOUT_ADMISSION =
  'This letter is written without prejudice and without any admission of liability. It is not an acknowledgement that I owe this debt or any part of it.';

/**
 * Reminds a collector of the consumer's provincial collection statute (every province has one
 * in the reference data; null only if that ever changes).
 */
export function collectorReminder(personal: LetterPersonalData): string | null {
  const laws = citedLaws(personal, 'collection');
  if (!laws) return null;
  const them = laws.governs === 'govern' ? 'them' : 'it';
  return `I live in ${laws.provinceName}. If you are a collection agency, or collect this debt for someone else, ${laws.citedBeforeVerb} ${laws.governs} how you may collect it from me, and I expect you to comply with ${them}.`;
}

/** Why an agency must correct its file: the province's credit-reporting law, where it has one. */
export function correctionBasis(personal: LetterPersonalData): string {
  const laws = citedLaws(personal, 'creditReporting');
  if (!laws) {
    return 'I make this request under your duty, as a consumer reporting agency, to keep the information in my credit file accurate.';
  }
  return `As a resident of ${laws.provinceName}, I make this request under ${laws.cited}, which ${laws.governs} credit reporting in ${laws.provinceName}, including the correction of inaccurate information in a consumer’s credit file.`;
}

/** The Canadian Anti-Fraud Centre as a sentence names it, with its number. */
export function antiFraudCentre(): string {
  const centre = FEDERAL_AGENCIES.find((agency) => agency.id === 'cafc');
  if (!centre) throw new Error('The reference data lost the Canadian Anti-Fraud Centre.');
  const phone = centre.phones[0]?.value.number;
  return phone ? `the ${centre.name} (${formatPhone(phone)})` : `the ${centre.name}`;
}

/** The consumer's identifying details, so the recipient finds the file or the records. */
export function identifyingParagraph(
  personal: LetterPersonalData,
  where: 'file' | 'records',
): string {
  const intro =
    where === 'file'
      ? 'To help you find my file, here are my identifying details:'
      : 'To help you find your records, here are my identifying details:';
  return [intro, ...identifyingDetails(personal)].join('\n');
}

/** The closing request for contact, naming how the consumer can be reached. */
export function contactSentence(personal: LetterPersonalData): string {
  return `If you need more information to deal with this request, please contact me at ${contactMeans(
    senderFrom(personal),
  )}.`;
}

export interface PartyLetterParts {
  title: string;
  party: LetterParty;
  personal: LetterPersonalData;
  date: IsoDate;
  subject: string;
  /** Null entries are left out (a sentence that does not apply to this consumer). */
  paragraphs: readonly (string | null)[];
  /** Printed as the enclosures and listed on the instructions page as the documents to attach. */
  documents: readonly string[];
  /** For an agency that is a bureau: what the letter disputes, for its online form. */
  dispute?: LetterDispute;
}

/** A letter to a creditor or an agency: the consumer writes, the party receives. */
export function partyLetter(parts: PartyLetterParts): LetterDocument {
  const sender = senderFrom(parts.personal);
  return {
    title: parts.title,
    instructions: {
      documents: [...parts.documents],
      documentRules: parts.party.bureau ? bureauDocumentRules(parts.party.bureau) : [],
      sendTo: partySendTo(parts.party),
    },
    sender,
    date: parts.date,
    recipient: partyRecipient(parts.party),
    subject: parts.subject,
    salutation: 'Dear Sir or Madam:',
    paragraphs: parts.paragraphs.filter((paragraph): paragraph is string => paragraph !== null),
    closing: 'Sincerely,',
    enclosures: [...parts.documents],
    signatureName: sender.fullName,
    ...(parts.party.bureau && parts.dispute ? { dispute: parts.dispute } : {}),
  };
}
