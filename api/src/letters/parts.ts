import {
  type CreditBureau,
  confirmed,
  confirmedBureauFax,
  formatPhoneNumber,
  samePhoneNumber,
} from 'shared/contract';
import {
  addressLines,
  addressOneLine,
  formatLongDate,
  fullName,
  hasAddress,
  phoneLines,
} from './format';
import type {
  LetterOnlineRoute,
  LetterPersonalData,
  LetterRecipient,
  LetterSender,
  LetterSendTo,
} from './types';

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

/** The bureau's confirmed fax as letters print it ("(514) 355-8502"), or null (none today). */
function confirmedBureauFaxLine(bureau: CreditBureau): string | null {
  const fax = confirmedBureauFax(bureau);
  return fax === null ? null : formatPhoneNumber(fax);
}

/**
 * A bureau as a letter's addressee. The block names a fax only where the bureau's number is
 * confirmed; otherwise none at all, since the consumer sends it online or by mail.
 */
export function bureauRecipient(bureau: CreditBureau): LetterRecipient {
  const fax = confirmedBureauFaxLine(bureau);
  return {
    name: bureau.mailingName,
    addressLines: [...bureau.mail.value],
    fax,
    faxNote: null,
    ...(fax ? {} : { omitFaxLine: true as const }),
  };
}

/** A bureau's online dispute route, with its confirmed facts only. */
export function bureauOnlineRoute(bureau: CreditBureau): LetterOnlineRoute {
  const { online } = bureau;
  return {
    bureau: bureau.name,
    site: online.site,
    page: online.page,
    form: confirmed(online.form),
    rules: confirmed(online.rules),
  };
}

/**
 * How the channels of a bureau letter go, whoever the letter names as addressee: online first,
 * then mail to `mailAddress` with the bureau's mail rules, and a fax only where confirmed.
 */
export function bureauChannels(
  bureau: CreditBureau,
  mailAddress: string[],
  typedFax: string | null = confirmedBureauFaxLine(bureau),
): LetterSendTo {
  // A fax typed in a form is used only when it is the bureau's confirmed number.
  const confirmedFax = confirmedBureauFaxLine(bureau);
  const fax =
    typedFax !== null && confirmedFax !== null && samePhoneNumber(typedFax, confirmedFax)
      ? confirmedFax
      : null;
  return {
    online: bureauOnlineRoute(bureau),
    mailRules: confirmed(bureau.mailRules),
    fax,
    faxNote: null,
    mailAddress,
  };
}

/** Where to send a letter to a bureau: online, then its full mailing address (fax if confirmed). */
export function bureauSendTo(bureau: CreditBureau): LetterSendTo {
  return bureauChannels(bureau, [bureau.mailingName, ...bureau.mail.value]);
}

/** The bureau's own conditions on the identification it asks for (confirmed facts only). */
export function bureauDocumentRules(bureau: CreditBureau): string[] {
  return confirmed(bureau.identification.rules);
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
