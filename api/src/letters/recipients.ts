import {
  bureauOfAgencyName,
  type CreditBureau,
  confirmedBureauFax,
  formatPostalCode,
  isCanadianPostalCode,
  PROVINCES,
} from 'shared/contract';
import { keepTogether, NBSP } from './format';
import { bureauChannels } from './parts';
import type {
  LetterAccount,
  LetterBuildOptions,
  LetterCreditor,
  LetterRecipient,
  LetterSendTo,
} from './types';

/**
 * The creditors and agencies the repair and settlement letters go to, as the user typed them in
 * the wizard or as the creditor directory holds them. Bureau-bound letters use parts.ts instead.
 */

/** A letter's addressee before it becomes the letter's recipient block and instructions. */
export interface LetterParty {
  name: string;
  /** Postal lines under the name (a department line first where there is one). */
  addressLines: string[];
  /** Null when no fax was given: the letter and its instructions then say to mail it. */
  fax: string | null;
  /** Why the fax needs care (a bureau's old number), as parts.ts words it for bureaus; else null. */
  faxNote: { short: string; long: string } | null;
  /** Phone, toll-free and email lines printed under the address; never part of the mail address. */
  contactLines: string[];
  /** The bureau an agency letter goes to: it is then sent online first, then by mail. */
  bureau?: CreditBureau;
}

/** A postal address as the wizards carry it: the province is a wizard name ('PEI') or ''. */
export interface TypedAddress {
  street: string;
  city: string;
  province: string;
  postalCode: string;
}

/** 'PEI' -> 'PE'; an unknown or empty name gives '' (the line is printed without one). */
function provinceCode(name: string): string {
  return PROVINCES.find((province) => province.name === name)?.code ?? '';
}

/** A typed postal code in Canada Post form; anything else (a foreign code) as typed. */
function postalLine(postalCode: string): string {
  const trimmed = postalCode.trim();
  const formatted = formatPostalCode(trimmed);
  const whole = trimmed.replace(/[\s-]/g, '').length === 6;
  return whole && isCanadianPostalCode(formatted) ? formatted : trimmed;
}

/** Canada Post style, as for the consumer: street, then "City PROV  A1A 1A1". */
export function typedAddressLines(address: TypedAddress): string[] {
  const cityLine = [address.city.trim(), provinceCode(address.province)].filter(Boolean).join(' ');
  const postal = keepTogether(postalLine(address.postalCode));
  return [address.street.trim(), [cityLine, postal].filter(Boolean).join(NBSP + NBSP)].filter(
    (line) => line !== '',
  );
}

/** An empty fax means the recipient has none (or the user removed it): mail the letter. */
function faxOrNull(fax: string): string | null {
  const trimmed = fax.trim();
  return trimmed === '' ? null : trimmed;
}

/** The creditor fields every creditor-bound wizard sends (spec section 7). */
export interface CreditorBodyFields {
  creditor_name: string;
  creditor_street_address: string;
  creditor_city: string;
  creditor_province: string;
  creditor_postal_code: string;
  creditor_fax: string;
}

/** The dispute wizard's extra contact fields, printed under the creditor's address when given. */
export interface CreditorContactFields {
  creditor_phone: string;
  creditor_toll_free: string;
  creditor_email: string;
}

function contactLines(contact: CreditorContactFields | undefined): string[] {
  if (!contact) return [];
  const lines: [string, string][] = [
    ['Phone', contact.creditor_phone],
    ['Toll-free', contact.creditor_toll_free],
    ['Email', contact.creditor_email],
  ];
  return lines
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `${label}: ${value.trim()}`);
}

/** The creditor as the user confirmed it in the form (picked from the directory, then edited). */
export function creditorFromBody(
  body: CreditorBodyFields,
  contact?: CreditorContactFields,
): LetterParty {
  return {
    name: body.creditor_name.trim(),
    addressLines: typedAddressLines({
      street: body.creditor_street_address,
      city: body.creditor_city,
      province: body.creditor_province,
      postalCode: body.creditor_postal_code,
    }),
    fax: faxOrNull(body.creditor_fax),
    faxNote: null,
    contactLines: contactLines(contact),
  };
}

/** The directory creditor named by `creditor_id` (does_not_have_account has no typed fields). */
export function creditorFromDirectory(creditor: LetterCreditor): LetterParty {
  return {
    name: creditor.company.trim(),
    addressLines: typedAddressLines({
      street: creditor.address,
      city: creditor.city,
      province: creditor.province,
      postalCode: creditor.postal_code,
    }),
    fax: faxOrNull(creditor.fax),
    faxNote: null,
    contactLines: [],
  };
}

/** The agency fields of account_corrections and remove_late_payment. */
export interface AgencyBodyFields {
  cra_description: string;
  cra_street_address: string;
  cra_city: string;
  cra_province: string;
  cra_postal_code: string;
  cra_fax: string;
}

/**
 * The consumer reporting agency as the form holds it. The form's "agency description" is the
 * agency's own description (a department such as "National Consumer Relations"), so it is the
 * first line under the name.
 */
export function agencyFromBody(name: string, body: AgencyBodyFields): LetterParty {
  const description = body.cra_description.trim();
  const bureau = bureauOfAgencyName(name);
  // A bureau's letter is faxed only to its confirmed number (none today): never to a typed one.
  const typedFax = faxOrNull(body.cra_fax);
  const fax = bureau && typedFax !== confirmedBureauFax(bureau) ? null : typedFax;
  return {
    name: name.trim(),
    addressLines: [
      ...(description ? [description] : []),
      ...typedAddressLines({
        street: body.cra_street_address,
        city: body.cra_city,
        province: body.cra_province,
        postalCode: body.cra_postal_code,
      }),
    ],
    fax,
    faxNote: null,
    contactLines: [],
    ...(bureau ? { bureau } : {}),
  };
}

/**
 * The recipient as a letter's name shows it (the list and the file name, kept short): the
 * directory writes "Capital One (Canada) - Customer Service (...)", the company before the
 * department, so the part before the first " - " names the company.
 */
export function shortPartyName(party: LetterParty): string {
  const [company = ''] = party.name.split(' - ');
  return company.trim() || party.name;
}

/** The recipient block of the letter: name, address, contact lines, then the fax (or mail) line. */
export function partyRecipient(party: LetterParty): LetterRecipient {
  return {
    name: party.name,
    addressLines: [...party.addressLines, ...party.contactLines],
    fax: party.fax,
    faxNote: party.faxNote?.short ?? null,
    ...(party.bureau && !party.fax ? { omitFaxLine: true as const } : {}),
  };
}

/** The instructions page's destination: the fax, or the mail address when there is none. */
export function partySendTo(party: LetterParty): LetterSendTo {
  const mailAddress = [party.name, ...party.addressLines];
  if (party.bureau) return bureauChannels(party.bureau, mailAddress, party.fax);
  return {
    online: null,
    mailRules: [],
    fax: party.fax,
    faxNote: party.faxNote?.long ?? null,
    mailAddress,
  };
}

/**
 * The account a letter with `account_id` prints. The generate service loads it; a template
 * built without it is a programming error (the route answers -1001).
 */
export function requireAccount(options: LetterBuildOptions, type: string): LetterAccount {
  if (!options.account) throw new Error(`The ${type} letter needs the account of its account_id.`);
  return options.account;
}

/** The directory creditor of a letter with `creditor_id`, loaded by the generate service. */
export function requireCreditor(options: LetterBuildOptions, type: string): LetterCreditor {
  if (!options.creditor) {
    throw new Error(`The ${type} letter needs the directory creditor of its creditor_id.`);
  }
  return options.creditor;
}
