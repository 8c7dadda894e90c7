/** A date written YYYY-MM-DD. */
import type {
  ComplaintPage,
  Contact,
  CurrentAddress,
  LetterGroupId,
  LetterType,
  PreviousAddress,
} from 'shared/contract';
import type { z } from 'zod';
import type { LetterLanguage } from './language';

export type IsoDate = string;

/** A bureau's online dispute route, as the instructions page and My Generated Letters give it. */
export interface LetterOnlineRoute {
  /** The bureau's name ("Equifax Canada"). */
  bureau: string;
  /** Its address on the web ("equifax.ca", "secure-ocs.transunion.ca"). */
  site: string;
  /** The page to open there, where the bureau names one; else null. */
  page: string | null;
  /** How its form works and what it asks for (confirmed facts only). */
  form: string[];
  /** Conditions on using it (TransUnion: one submission per person). */
  rules: string[];
}

/**
 * Where the consumer sends the letter, as the instructions page says: online first where the
 * recipient is a bureau, then by mail, and by fax only where a number is confirmed.
 */
export interface LetterSendTo {
  /** A bureau's online route; null for any other recipient. */
  online: LetterOnlineRoute | null;
  /** How to mail it, beyond the address (a bureau's "copies, never originals"); may be empty. */
  mailRules: string[];
  /** The fax number, or null where the recipient publishes none: then the letter is mailed. */
  fax: string | null;
  /** Why the fax needs care (an old number to confirm), shown beside it on the instructions. */
  faxNote: string | null;
  /** The full mailing address, addressee first. */
  mailAddress: string[];
  /**
   * A body that takes a complaint through its website and has no mailing address we could
   * confirm: the letter is filed by the route its page gives, which the instructions lead with.
   */
  complaintPage?: ComplaintPage;
  /**
   * The recipient's fax where it could not be confirmed (the creditor directory says so): the
   * letter is mailed, and the instructions say why and that a confirmed number may be used.
   */
  unconfirmedFax?: string;
}

export interface LetterInstructions {
  /** The supporting documents to attach, one per line. */
  documents: string[];
  /** The recipient's own conditions on them (a bureau's identification rules); may be empty. */
  documentRules?: string[];
  sendTo: LetterSendTo;
}

export interface LetterSender {
  fullName: string;
  /** The city of the current address: a French letter's date line names it (« Montréal, le … »). */
  city: string;
  addressLines: string[];
  /** Formatted phone lines, e.g. "Home: (416) 555-0123"; empty when none is known. */
  phones: string[];
  email: string | null;
}

export interface LetterRecipient {
  name: string;
  addressLines: string[];
  /** The fax the letter may go to, printed under the address; null when it goes by another route. */
  fax: string | null;
  /** A short caution printed after the fax number, e.g. "confirm before faxing". */
  faxNote: string | null;
  /** Set when the only fax is unconfirmed: the letter is addressed for mail, with no fax line. */
  unconfirmedFax?: string;
}

/** What a letter disputes: the text a consumer pastes into a bureau's online form. */
export interface LetterDispute {
  /** What is wrong (or what is requested), with the account or item it concerns. */
  wrong: string[];
  /** What the consumer asks the bureau to do. */
  asked: string[];
}

/** Everything one PDF letter shows; the renderer decides only the layout. */
export interface LetterDocument {
  /** The letter's name ("Credit Report Request - Equifax"): its PDF title and its list name. */
  title: string;
  /** The language of the letter itself (its date, headings, salutation and closing too). */
  language: LetterLanguage;
  instructions: LetterInstructions;
  sender: LetterSender;
  /** The letter's date, YYYY-MM-DD (the request date in America/Toronto). */
  date: IsoDate;
  recipient: LetterRecipient;
  /** Printed bold after "Re: " (« Objet : » in French). */
  subject: string;
  salutation: string;
  /** Body paragraphs; a "\n" inside one starts a new line without a paragraph gap. */
  paragraphs: string[];
  closing: string;
  enclosures: string[];
  signatureName: string;
  /** For a letter a bureau also takes online: what it disputes, for the pasted dispute text. */
  dispute?: LetterDispute;
}

/** The consumer's data a letter may print (the profile's contact and addresses). */
export interface LetterPersonalData {
  contact: Pick<
    Contact,
    | 'first_name'
    | 'middle_name'
    | 'last_name'
    | 'date_of_birth'
    | 'home_phone'
    | 'cell_phone'
    | 'email'
  >;
  currentAddress: Pick<
    CurrentAddress,
    'address_line_one' | 'address_line_two' | 'city' | 'province_id' | 'postal_code'
  >;
  /** Null when the consumer has none (or chose 'Same As Current'). */
  previousAddress: Pick<
    PreviousAddress,
    'address_line_one' | 'address_line_two' | 'city' | 'province_id' | 'postal_code'
  > | null;
}

/** One of the user's banking accounts, as a letter with an `account_id` prints it. */
export interface LetterAccount {
  account_name: string;
  full_account_number: string;
  credit_limit: number;
  account_association: string;
  account_type: string;
  account_status: string;
  correct_credit_balance: number;
  reported_credit_balance: number;
  number_of_late_payments: number;
  date_of_last_activity: IsoDate;
  date_opened: IsoDate;
}

/** A creditor of the directory, as a letter with a `creditor_id` addresses it. */
export interface LetterCreditor {
  id: string;
  company: string;
  address: string;
  city: string;
  /** The wizard province name ('Ontario', 'PEI'), or '' when unknown. */
  province: string;
  postal_code: string;
  /** E.164, or '' when the directory has none: the letter is then mailed. */
  fax: string;
  /** False when the directory could not confirm the fax: the letter is then mailed too. */
  fax_confirmed: boolean;
  /**
   * The organisation as a letter addresses it and the department line under it, where the
   * company is a picker label; absent or '' (and in letters stored before they were kept), the
   * letter is addressed to the company as written.
   */
  addressee?: string;
  department?: string;
}

export interface LetterBuildOptions {
  /** The request date (YYYY-MM-DD, America/Toronto) printed on the letter. */
  date: IsoDate;
  /** The letter's language: the body's `language` (registry.ts), English when absent. */
  language: LetterLanguage;
  /**
   * The account named by the body's `account_id`, loaded (and its owner's password verified) by
   * the generate service before building; absent for bodies without one.
   */
  account?: LetterAccount;
  /** The directory creditor named by the body's `creditor_id` (when not null); else absent. */
  creditor?: LetterCreditor;
}

/**
 * One letter type: its group, the generate body it accepts, and how it becomes documents.
 * One Generate may produce several letters (one per bureau), so each document carries its own
 * name in `title`.
 */
export interface LetterTemplate<Input> {
  readonly type: LetterType;
  readonly group: LetterGroupId;
  /** The generate body, less `letter`. */
  readonly input: z.ZodType<Input>;
  build(input: Input, personal: LetterPersonalData, options: LetterBuildOptions): LetterDocument[];
  /**
   * Checks what the schema cannot: the body against the consumer's data and the request date
   * (the statute-barred letter's limitation period, the statement's bureau limits). Field
   * messages answer -2 and nothing is made; null lets the letter be built.
   */
  refuse?(
    input: Input,
    personal: LetterPersonalData,
    options: LetterBuildOptions,
  ): Record<string, string> | null;
}
