import { type CreditBureau, formatPhoneNumber } from 'shared/contract';
import {
  addressLines,
  addressOneLine,
  formatLongDate,
  fullName,
  hasAddress,
  phoneLines,
} from './format';
import type { LetterPersonalData, LetterRecipient, LetterSender, LetterSendTo } from './types';

/** Building blocks shared by the letter templates. */

/** "Credit Report Request - Equifax": a letter's name, per type and recipient (decisions.md 5). */
export function letterName(kind: string, recipient: string): string {
  return `${kind} - ${recipient}`;
}

export function senderFrom(personal: LetterPersonalData): LetterSender {
  const email = personal.contact.email.trim();
  return {
    fullName: fullName(personal.contact),
    addressLines: addressLines(personal.currentAddress),
    phones: phoneLines(personal.contact),
    email: email === '' ? null : email,
  };
}

/** A bureau as a letter's addressee, with its fax or the mail-only line. */
export function bureauRecipient(bureau: CreditBureau): LetterRecipient {
  return {
    name: bureau.mailingName,
    addressLines: [...bureau.mail.value],
    fax: bureau.fax ? formatPhoneNumber(bureau.fax.value) : null,
    faxNote: bureau.fax && bureau.faxNote ? 'confirm before faxing' : null,
  };
}

/** Where to send a letter to a bureau: its fax (with its caution) and its full mailing address. */
export function bureauSendTo(bureau: CreditBureau): LetterSendTo {
  return {
    fax: bureau.fax ? formatPhoneNumber(bureau.fax.value) : null,
    faxNote: bureau.fax ? bureau.faxNote : null,
    mailAddress: [bureau.mailingName, ...bureau.mail.value],
  };
}

/** The lines a bureau matches a file with: full name, date of birth, current and previous address. */
export function identifyingDetails(personal: LetterPersonalData): string[] {
  const lines = [`Full name: ${fullName(personal.contact)}`];
  if (personal.contact.date_of_birth.trim()) {
    lines.push(`Date of birth: ${formatLongDate(personal.contact.date_of_birth)}`);
  }
  lines.push(`Current address: ${addressOneLine(personal.currentAddress)}`);
  if (hasAddress(personal.previousAddress)) {
    lines.push(`Previous address: ${addressOneLine(personal.previousAddress)}`);
  }
  return lines;
}

/** How the recipient can reach the consumer, for a closing sentence. */
export function contactMeans(sender: LetterSender): string {
  if (sender.phones.length > 0 && sender.email) return 'the phone number or email address above';
  if (sender.phones.length > 0) return 'the phone number above';
  if (sender.email) return 'the email address above';
  return 'the address above';
}
