import {
  bureauNameIn as bureauNameOnScreens,
  type CreditBureau,
  confirmed,
  confirmedBureauFax,
  formatPhoneNumber,
  inLanguage,
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
import { type LetterLanguage, longDate } from './language';
import type {
  LetterOnlineRoute,
  LetterPersonalData,
  LetterRecipient,
  LetterSender,
  LetterSendTo,
} from './types';

/** Building blocks shared by the letter templates. */

/**
 * "Credit Report Request - Equifax": a letter's name, per type and recipient (decisions.md 5);
 * in French with an en dash, « Demande de dossier de crédit – Équifax ».
 */
export function letterName(
  kind: string,
  recipient: string,
  language: LetterLanguage = 'en',
): string {
  return language === 'fr' ? `${kind} – ${recipient}` : `${kind} - ${recipient}`;
}

/** A bureau as a French text names it (« Équifax »), or its id in English ("Equifax"). */
export function bureauShortName(bureau: CreditBureau, language: LetterLanguage): string {
  return language === 'fr' && bureau.id === 'Equifax' ? 'Équifax' : bureau.id;
}

/**
 * A bureau as a letter's own sentences name it. A French letter names it as its address does
 * (« Equifax Canada Co. », as Equifax's French pages write it too), so its reader meets one name;
 * an English letter as the screens do ("Equifax Canada").
 */
export function bureauNameIn(bureau: CreditBureau, language: LetterLanguage): string {
  return language === 'fr' ? bureau.mailingName : bureauNameOnScreens(bureau, language);
}

export function senderFrom(
  personal: LetterPersonalData,
  language: LetterLanguage = 'en',
): LetterSender {
  const email = personal.contact.email.trim();
  return {
    fullName: fullName(personal.contact),
    city: personal.currentAddress.city.trim(),
    addressLines: addressLines(personal.currentAddress, language),
    phones: phoneLines(personal.contact, language),
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
export function bureauRecipient(
  bureau: CreditBureau,
  language: LetterLanguage = 'en',
): LetterRecipient {
  const fax = confirmedBureauFaxLine(bureau);
  return {
    name: bureau.mailingName,
    addressLines: [...inLanguage(bureau.mail, language)],
    fax,
    faxNote: null,
  };
}

/** A bureau's online dispute route, with its confirmed facts only. */
export function bureauOnlineRoute(
  bureau: CreditBureau,
  language: LetterLanguage = 'en',
): LetterOnlineRoute {
  const { online } = bureau;
  return {
    bureau: bureauNameIn(bureau, language),
    site: online.site,
    // The page's title as the bureau's English site shows it: the consumer looks for it there.
    page: online.page,
    form: confirmed(online.form, language),
    rules: confirmed(online.rules, language),
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
  language: LetterLanguage = 'en',
): LetterSendTo {
  // A fax typed in a form is used only when it is the bureau's confirmed number.
  const confirmedFax = confirmedBureauFaxLine(bureau);
  const fax =
    typedFax !== null && confirmedFax !== null && samePhoneNumber(typedFax, confirmedFax)
      ? confirmedFax
      : null;
  return {
    online: bureauOnlineRoute(bureau, language),
    mailRules: confirmed(bureau.mailRules, language),
    fax,
    faxNote: null,
    mailAddress,
  };
}

/** Where to send a letter to a bureau: online, then its full mailing address (fax if confirmed). */
export function bureauSendTo(bureau: CreditBureau, language: LetterLanguage = 'en'): LetterSendTo {
  return bureauChannels(
    bureau,
    [bureau.mailingName, ...inLanguage(bureau.mail, language)],
    confirmedBureauFaxLine(bureau),
    language,
  );
}

/**
 * Where to send a request of the file (a consumer disclosure), and its follow-up: the bureaus'
 * online forms take disputes, and the sources confirm mail for a request, so mail, not the form.
 */
export function fileRequestSendTo(
  bureau: CreditBureau,
  language: LetterLanguage = 'en',
): LetterSendTo {
  return { ...bureauSendTo(bureau, language), online: null };
}

/** The bureau's own conditions on the identification it asks for (confirmed facts only). */
export function bureauDocumentRules(
  bureau: CreditBureau,
  language: LetterLanguage = 'en',
): string[] {
  return confirmed(bureau.identification.rules, language);
}

/** The identification documents a bureau asks for, one per line, in the letter's language. */
export function bureauDocuments(bureau: CreditBureau, language: LetterLanguage = 'en'): string[] {
  return bureau.identification.documents.map((document) => inLanguage(document, language));
}

/** The lines a bureau matches a file with: full name, date of birth, current and previous address. */
export function identifyingDetails(
  personal: LetterPersonalData,
  language: LetterLanguage = 'en',
): string[] {
  const label =
    language === 'fr'
      ? {
          name: 'Nom complet',
          born: 'Date de naissance',
          current: 'Adresse actuelle',
          previous: 'Adresse précédente',
        }
      : {
          name: 'Full name',
          born: 'Date of birth',
          current: 'Current address',
          previous: 'Previous address',
        };
  const sep = language === 'fr' ? ' : ' : ': ';
  const lines = [`${label.name}${sep}${fullName(personal.contact)}`];
  if (personal.contact.date_of_birth.trim()) {
    lines.push(
      `${label.born}${sep}${language === 'fr' ? longDate(personal.contact.date_of_birth, language) : formatLongDate(personal.contact.date_of_birth)}`,
    );
  }
  lines.push(`${label.current}${sep}${addressOneLine(personal.currentAddress, language)}`);
  if (hasAddress(personal.previousAddress)) {
    lines.push(`${label.previous}${sep}${addressOneLine(personal.previousAddress, language)}`);
  }
  return lines;
}

/** How the recipient can reach the consumer, for a closing sentence. */
export function contactMeans(sender: LetterSender, language: LetterLanguage = 'en'): string {
  const fr = language === 'fr';
  if (sender.phones.length > 0 && sender.email) {
    return fr
      ? 'au numéro de téléphone ou à l’adresse courriel ci-dessus'
      : 'the phone number or email address above';
  }
  if (sender.phones.length > 0)
    return fr ? 'au numéro de téléphone ci-dessus' : 'the phone number above';
  if (sender.email) return fr ? 'à l’adresse courriel ci-dessus' : 'the email address above';
  return fr ? 'à l’adresse ci-dessus' : 'the address above';
}

/** The letter's fixed parts in its language: salutation and closing (issue 15 conventions). */
export function letterCourtesy(language: LetterLanguage): { salutation: string; closing: string } {
  return language === 'fr'
    ? {
        salutation: 'Madame, Monsieur,',
        closing: 'Veuillez agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
      }
    : { salutation: 'Dear Sir or Madam:', closing: 'Sincerely,' };
}
