import {
  bureauOfAgencyName,
  CREDIT_BUREAUS,
  type CreditBureau,
  confirmedBureauFax,
  formatPhoneNumber,
  formatPostalCode,
  inLanguage,
  isCanadianPostalCode,
  PROVINCES,
  phoneNumberE164,
  provinceLabel,
  samePhoneNumber,
} from 'shared/contract';
import { keepTogether, NBSP } from './format';
import type { LetterLanguage } from './language';
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
  /**
   * The directory's fax when it is not confirmed and the user kept it: the letter is addressed
   * for mail and its instructions say why. Null otherwise.
   */
  unconfirmedFax: string | null;
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
  /** A unit, apartment or suite line under the street, where one was given. */
  streetLineTwo?: string;
  city: string;
  province: string;
  postalCode: string;
}

/**
 * 'PEI' -> 'PE', or in French « (Île-du-Prince-Édouard) »; an unknown or empty name gives '' (the
 * line is printed without one).
 */
function provinceOnLine(name: string, language: LetterLanguage): string {
  const code = PROVINCES.find((province) => province.name === name)?.code;
  if (!code) return '';
  return language === 'fr' ? `(${provinceLabel(code, 'fr')})` : code;
}

/** A typed postal code in Canada Post form; anything else (a foreign code) as typed. */
function postalLine(postalCode: string): string {
  const trimmed = postalCode.trim();
  const formatted = formatPostalCode(trimmed);
  const whole = trimmed.replace(/[\s-]/g, '').length === 6;
  return whole && isCanadianPostalCode(formatted) ? formatted : trimmed;
}

/** Street types as an English address writes them after the name, and their French form. */
const FRENCH_STREET_TYPES: Readonly<Record<string, string>> = {
  street: 'rue',
  st: 'rue',
  avenue: 'avenue',
  ave: 'avenue',
  boulevard: 'boulevard',
  blvd: 'boulevard',
  road: 'chemin',
  rd: 'chemin',
  drive: 'promenade',
  place: 'place',
};
const FRENCH_DIRECTIONS: Readonly<Record<string, string>> = {
  west: 'Ouest',
  east: 'Est',
  north: 'Nord',
  south: 'Sud',
};

/**
 * A Québec street line in Canada Post's French form: "425 Viger Avenue West" becomes
 * « 425, avenue Viger Ouest ». The same address, nothing added; a line in any other shape (already
 * French, or a name with no street type) is kept as written.
 */
function frenchStreetLine(street: string): string {
  const match = /^(\d+[A-Z]?) (.+?) ([A-Za-z]+)\.?(?: (West|East|North|South))?$/i.exec(street);
  const type = match && FRENCH_STREET_TYPES[(match[3] ?? '').toLowerCase()];
  if (!match || !type) return street;
  const direction = match[4] ? ` ${FRENCH_DIRECTIONS[match[4].toLowerCase()]}` : '';
  return `${match[1]}, ${type} ${match[2]}${direction}`;
}

/** "P.O. Box 15, Station A" in French postal form: « C.P. 15, succursale A ». */
function frenchBoxLine(line: string): string {
  return line
    .replace(/^(?:P\.?\s?O\.?\s?)?Box (\d+)/i, 'C.P. $1')
    .replace(/,? ?(?:Station|Stn\.?) (\w+)/i, ', succursale $1');
}

/** Québec's cities that its English sources write without their accent. */
const QUEBEC_CITY_NAMES: Readonly<Record<string, string>> = {
  Montreal: 'Montréal',
  'Verdun (Montreal)': 'Verdun (Montréal)',
  Quebec: 'Québec',
  'Quebec City': 'Québec',
};

/**
 * Canada Post style, as for the consumer: street, then "City PROV  A1A 1A1" (in French,
 * « Ville (Province)  A1A 1A1 », a box as « C.P. », a Québec street and city in their French form).
 */
export function typedAddressLines(
  address: TypedAddress,
  language: LetterLanguage = 'en',
): string[] {
  const fr = language === 'fr';
  const inQuebec = address.province === 'Quebec';
  const street = fr
    ? frenchBoxLine(inQuebec ? frenchStreetLine(address.street.trim()) : address.street.trim())
    : address.street.trim();
  const city =
    fr && inQuebec
      ? (QUEBEC_CITY_NAMES[address.city.trim()] ?? address.city.trim())
      : address.city.trim();
  const cityLine = [city, provinceOnLine(address.province, language)].filter(Boolean).join(' ');
  const postal = keepTogether(postalLine(address.postalCode));
  return [
    street,
    address.streetLineTwo?.trim() ?? '',
    [cityLine, postal].filter(Boolean).join(NBSP + NBSP),
  ].filter((line) => line !== '');
}

/**
 * An empty fax means the recipient has none (or the user removed it): mail the letter. So does
 * text that is no number, which only a letter stored before bodies were checked can hold (its
 * follow-up): it may be a note, and a note never prints. Numbers print the Canadian way.
 */
function faxOrNull(fax: string): string | null {
  return phoneNumberE164(fax) === null ? null : formatPhoneNumber(fax);
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

function contactLines(
  contact: CreditorContactFields | undefined,
  language: LetterLanguage,
): string[] {
  if (!contact) return [];
  const fr = language === 'fr';
  const lines: [string, string, boolean][] = [
    [fr ? 'Téléphone' : 'Phone', contact.creditor_phone, false],
    [fr ? 'Sans frais' : 'Toll-free', contact.creditor_toll_free, false],
    [fr ? 'Courriel' : 'Email', contact.creditor_email, true],
  ];
  const separator = fr ? `${NBSP}: ` : ': ';
  return lines
    .filter(([, value]) => value.trim() !== '')
    .map(
      ([label, value, isEmail]) =>
        `${label}${separator}${isEmail ? value.trim() : formatPhoneNumber(value)}`,
    );
}

/**
 * The fax of a creditor picked in the directory (the body's creditor_id) and typed in the form:
 * when the user kept the directory's number and the directory could not confirm it, the letter
 * is mailed (issue 14). A number the user typed or changed is theirs, and is faxed.
 */
function typedFax(
  fax: string,
  directory: LetterCreditor | undefined,
): Pick<LetterParty, 'fax' | 'unconfirmedFax'> {
  const unconfirmed =
    directory !== undefined &&
    !directory.fax_confirmed &&
    directory.fax !== '' &&
    samePhoneNumber(fax, directory.fax);
  return unconfirmed
    ? { fax: null, unconfirmedFax: formatPhoneNumber(fax) }
    : { fax: faxOrNull(fax), unconfirmedFax: null };
}

/**
 * The name a letter addresses a creditor by, and the department line under it. The directory's
 * company is a label for its picker ("Capital One (Canada) - Customer Service (Capital One
 * Mastercard)"): a letter that names the entry as the directory does is addressed to the
 * organisation, its department on a line of its own. A name the user typed is kept as typed.
 */
function addresseeOf(
  name: string,
  directory: LetterCreditor | undefined,
): { name: string; department: string[] } {
  const addressee = directory?.addressee?.trim();
  if (!directory || !addressee || name !== directory.company.trim()) {
    return { name, department: [] };
  }
  const department = directory.department?.trim();
  return { name: addressee, department: department ? [department] : [] };
}

/**
 * The creditor as the user confirmed it in the form (picked from the directory, then edited).
 * `directory` is the entry of the body's creditor_id, when it has one.
 */
export function creditorFromBody(
  body: CreditorBodyFields,
  contact?: CreditorContactFields,
  directory?: LetterCreditor,
  language: LetterLanguage = 'en',
): LetterParty {
  const { name, department } = addresseeOf(body.creditor_name.trim(), directory);
  return {
    name,
    addressLines: [
      ...department,
      ...typedAddressLines(
        {
          street: body.creditor_street_address,
          city: body.creditor_city,
          province: body.creditor_province,
          postalCode: body.creditor_postal_code,
        },
        language,
      ),
    ],
    ...typedFax(body.creditor_fax, directory),
    faxNote: null,
    contactLines: contactLines(contact, language),
  };
}

/**
 * The creditor's address a letter's input holds where the consumer completed a directory entry
 * (does_not_have_account), or undefined where it holds none: all four fields or nothing.
 */
export function completedAddress(input: unknown): TypedAddress | undefined {
  const field = (name: string): string => {
    const value: unknown =
      typeof input === 'object' && input !== null ? Reflect.get(input, name) : undefined;
    return typeof value === 'string' ? value : '';
  };
  const street = field('creditor_street_address');
  if (street.trim() === '') return undefined;
  return {
    street,
    city: field('creditor_city'),
    province: field('creditor_province'),
    postalCode: field('creditor_postal_code'),
  };
}

/**
 * The parts of a directory entry's mailing address it lacks, by the body field that completes
 * each: empty for a whole address.
 */
export function missingAddressFields(
  creditor: LetterCreditor,
): ('creditor_street_address' | 'creditor_city' | 'creditor_province' | 'creditor_postal_code')[] {
  const parts = {
    creditor_street_address: creditor.address,
    creditor_city: creditor.city,
    creditor_province: creditor.province,
    creditor_postal_code: creditor.postal_code,
  } as const;
  return (Object.keys(parts) as (keyof typeof parts)[]).filter(
    (field) => parts[field].trim() === '',
  );
}

/**
 * The directory creditor named by `creditor_id` (does_not_have_account has no typed fields): a
 * fax the directory could not confirm makes the letter a mailed one. `completed` is the address
 * the consumer completed for an entry that lacks part of it; the letter is mailed there.
 */
export function creditorFromDirectory(
  creditor: LetterCreditor,
  language: LetterLanguage = 'en',
  completed?: TypedAddress,
): LetterParty {
  const fax = faxOrNull(creditor.fax);
  const { name, department } = addresseeOf(creditor.company.trim(), creditor);
  const address = completed ?? {
    street: creditor.address,
    city: creditor.city,
    province: creditor.province,
    postalCode: creditor.postal_code,
  };
  return {
    name,
    addressLines: [...department, ...typedAddressLines(address, language)],
    fax: creditor.fax_confirmed ? fax : null,
    unconfirmedFax: creditor.fax_confirmed ? null : fax,
    faxNote: null,
    contactLines: [],
  };
}

/** The agency address fields of account_corrections and remove_late_payment. */
export interface AgencyBodyFields {
  cra_street_address: string;
  cra_city: string;
  cra_province: string;
  cra_postal_code: string;
  cra_fax: string;
}

/**
 * The street part of the address as the form holds it. The form fills a bureau's dispute
 * address from the reference data with its lines joined ("National Consumer Relations, Box
 * 190"); kept as filled, it prints as the bureau's own lines (department, then box).
 */
function agencyStreetLines(street: string, language: LetterLanguage): string[] {
  const typed = street.trim();
  for (const bureau of CREDIT_BUREAUS) {
    const streetLines = bureau.mail.value.slice(0, -1);
    // The bureau's own lines, in the letter's language (« C.P. 190 » in French).
    const printed = inLanguage(bureau.mail, language).slice(0, -1);
    if (streetLines.length > 1 && streetLines.join(', ') === typed) return [...printed];
  }
  return [typed];
}

/**
 * The consumer reporting agency as the form holds it: its name, then the address the form
 * filled from the bureau reference data or the user edited. Nothing else: the form's
 * "Description of the error" (cra_description) is the consumer's explanation, printed in the
 * letter's body, never in the address.
 */
export function agencyFromBody(
  name: string,
  body: AgencyBodyFields,
  language: LetterLanguage = 'en',
): LetterParty {
  const streetLines = agencyStreetLines(body.cra_street_address, language);
  const bureau = bureauOfAgencyName(name);
  // A bureau's letter is faxed only to its confirmed number (none today): never to a typed one.
  const typedFax = faxOrNull(body.cra_fax);
  const confirmedFax = bureau ? confirmedBureauFax(bureau) : null;
  const fax =
    bureau && !(typedFax && confirmedFax && samePhoneNumber(confirmedFax, typedFax))
      ? null
      : typedFax;
  return {
    name: name.trim(),
    addressLines: [
      ...streetLines.slice(0, -1),
      ...typedAddressLines(
        {
          street: streetLines.at(-1) ?? '',
          city: body.cra_city,
          province: body.cra_province,
          postalCode: body.cra_postal_code,
        },
        language,
      ),
    ],
    fax,
    unconfirmedFax: null,
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
    ...(party.unconfirmedFax ? { unconfirmedFax: party.unconfirmedFax } : {}),
  };
}

/** The instructions page's destination: the fax, or the mail address when there is none. */
export function partySendTo(party: LetterParty, language: LetterLanguage = 'en'): LetterSendTo {
  const mailAddress = [party.name, ...party.addressLines];
  if (party.bureau) return bureauChannels(party.bureau, mailAddress, party.fax, language);
  return {
    online: null,
    mailRules: [],
    fax: party.fax,
    faxNote: party.faxNote?.long ?? null,
    mailAddress,
    ...(party.unconfirmedFax ? { unconfirmedFax: party.unconfirmedFax } : {}),
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
