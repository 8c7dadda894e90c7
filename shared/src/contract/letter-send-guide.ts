/**
 * "How to send it" (issue 14): how a letter to a credit bureau is sent today, online first, then
 * by mail, and by fax only where a number is confirmed, with the dispute text to paste into the
 * bureau's online form. Kept free of zod: My Generated Letters reads it.
 */
import { AGENCY_LETTERS, BUREAU_LETTERS } from './letter-tracking-rules';
import { CREDIT_REPORT_REQUEST_LETTER, type LetterType } from './letters';

/**
 * The letter types a bureau may take through its online dispute form, for which My Generated
 * Letters offers "How to send it": those addressed to a bureau by name and the two addressed to
 * the agency typed in the form (their guide is null when that agency is not a bureau). Not the
 * free report request: it asks for the file, disputes nothing, and goes by mail.
 */
export const SEND_GUIDE_LETTER_TYPES: readonly LetterType[] = [
  ...BUREAU_LETTERS,
  ...AGENCY_LETTERS,
].filter((type) => type !== CREDIT_REPORT_REQUEST_LETTER);

export function offersSendGuide(type: string | null): boolean {
  return type !== null && (SEND_GUIDE_LETTER_TYPES as readonly string[]).includes(type);
}

/** A bureau's online route as the guide gives it. */
export interface SendGuideOnline {
  /** Its address on the web ('equifax.ca', 'secure-ocs.transunion.ca'). */
  site: string;
  /** The page to open there, where the bureau names one. */
  page: string | null;
  /** How the form works and what it asks for. */
  form: string[];
  /** Conditions on using it (TransUnion: one submission per person). */
  rules: string[];
}

/** How to send one letter to a bureau, in the order the consumer should try the channels. */
export interface SendGuide {
  /** The bureau's name ('Equifax Canada'). */
  bureau: string;
  online: SendGuideOnline;
  mail: {
    /** The address the letter names, addressee first, one line each. */
    address: string[];
    /** "Send copies, never originals" and the bureau's other conditions. */
    rules: string[];
  };
  /** A confirmed fax number, or null (no bureau's is confirmed today: never offer one). */
  fax: string | null;
  /**
   * A plain-text summary of the dispute to paste into the online form: what is wrong and what is
   * asked, with the account or item it concerns. It shows no more than the letter does.
   */
  dispute_text: string;
}

/**
 * GET /api/v1/generate-pdf/:id/send-guide. `guide` is null for a letter that does not go to a
 * bureau (a late-payment removal addressed to another agency). Another user's id answers -3.
 */
export interface SendGuideAnswer {
  code: 0;
  msg: string;
  guide: SendGuide | null;
}

/** The URL of a site named without its scheme ('equifax.ca' gives 'https://equifax.ca'). */
export function siteUrl(site: string): string {
  return /^https?:\/\//.test(site) ? site : `https://${site}`;
}
