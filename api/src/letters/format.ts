import {
  formatPhoneNumber,
  formatPostalCode,
  phoneNumberE164,
  provinceLabel,
} from 'shared/contract';
import { provinceForLetters } from './province';
import type { LetterPersonalData } from './types';

type Contact = LetterPersonalData['contact'];
type Address = NonNullable<LetterPersonalData['previousAddress']>;

/** "2026-03-05" as "March 5, 2026": one formatter with the contract's messages. */
export { formatLongDate } from 'shared/contract';

/** Han, kana and Hangul: names written in these put the family name first, without spaces. */
const EAST_ASIAN_NAME =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]+$/u;

/**
 * The consumer's full name as printed. Names entered in Chinese, Japanese or Korean script read
 * family name first with no spaces (王小明); all others read first, middle, last.
 */
export function fullName(
  contact: Pick<Contact, 'first_name' | 'middle_name' | 'last_name'>,
): string {
  const first = contact.first_name.trim();
  const middle = contact.middle_name.trim();
  const last = contact.last_name.trim();
  const parts = [first, middle, last].filter((part) => part !== '');
  if (parts.length > 1 && parts.every((part) => EAST_ASIAN_NAME.test(part))) {
    return [last, first, middle].join('');
  }
  return parts.join(' ');
}

/** A no-break space: keeps "H2X 3K4" or "(416) 555-0123" on one line. */
export const NBSP = '\u00a0';

/** Joins words so a line never breaks between them. */
export function keepTogether(text: string): string {
  return text.replace(/ /g, NBSP);
}

/**
 * Any phone or fax number as a letter prints it, the Canadian way with libphonenumber:
 * "(416) 555-0123", toll-free "1-800-555-0199", elsewhere "+44 20 7123 4567", kept on one line.
 * Text that is no valid number (a letter stored before numbers were checked) prints as given.
 */
export function formatPhone(number: string): string {
  const formatted = formatPhoneNumber(number);
  return phoneNumberE164(number) === null ? formatted : keepTogether(formatted);
}

/** The consumer's phone lines for the sender block, home first. */
export function phoneLines(
  contact: Pick<Contact, 'home_phone' | 'cell_phone'>,
  language: 'en' | 'fr' = 'en',
): string[] {
  const [home, cell] = language === 'fr' ? ['Téléphone', 'Cellulaire'] : ['Phone', 'Cell'];
  const separator = language === 'fr' ? `${NBSP}: ` : ': ';
  const lines: string[] = [];
  if (contact.home_phone.trim())
    lines.push(`${home}${separator}${formatPhone(contact.home_phone)}`);
  if (contact.cell_phone.trim())
    lines.push(`${cell}${separator}${formatPhone(contact.cell_phone)}`);
  return lines;
}

/**
 * Canada Post style: street lines, then "City PROV  A1A 1A1" (two spaces before the postal code),
 * or in French « Ville (Province)  A1A 1A1 ». The province follows the postal code where the two
 * disagree, as everywhere on a letter.
 */
export function addressLines(address: Address, language: 'en' | 'fr' = 'en'): string[] {
  const province = provinceForLetters(address);
  const postal = keepTogether(formatPostalCode(address.postal_code));
  const cityLine =
    language === 'fr'
      ? [address.city.trim(), `(${provinceLabel(province.code, 'fr')})`].filter(Boolean).join(' ')
      : [address.city.trim(), province.code].filter(Boolean).join(' ');
  return [
    address.address_line_one.trim(),
    address.address_line_two.trim(),
    [cityLine, postal].filter(Boolean).join(NBSP + NBSP),
  ].filter((line) => line !== '');
}

/** The address on one line, for a sentence or a detail line. */
export function addressOneLine(address: Address, language: 'en' | 'fr' = 'en'): string {
  return addressLines(address, language).join(', ');
}

/** True when an address has been filled in (a previous address may be left empty). */
export function hasAddress(address: Address | null): address is Address {
  return address !== null && address.address_line_one.trim() !== '' && address.city.trim() !== '';
}

/** A name or phrase that ends a sentence: its full stop, unless it already ends with one ("Inc."). */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}
