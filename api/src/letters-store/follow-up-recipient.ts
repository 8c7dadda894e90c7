import {
  CREDIT_BUREAUS,
  CREDIT_REPORT_REQUEST_LETTER,
  formatPostalCode,
  isCanadianPostalCode,
  type LetterType,
  PROVINCES,
} from 'shared/contract';
import { findCreditor } from '../creditors';
import type { Db } from '../db/database';
import type { LetterRecipient, LetterSendTo } from '../letters';
import { keepTogether, NBSP } from '../letters/format';
import { bureauRecipient, bureauSendTo } from '../letters/parts';
import type { FollowUpRecipientKind } from '../letters/templates/follow-up';

/**
 * Whom a follow-up letter goes to: the first letter's recipient, worked out from what was
 * stored with it (decided in wave 3: bureau-bound letters go to the bureau in their name,
 * agency-bound ones to the agency as typed, creditor-bound ones to the creditor as typed or as
 * the directory holds it). The first letter's PDF is not re-read: its text is sealed and its
 * layout is not data.
 */

export interface FollowUpRecipient {
  recipient: LetterRecipient;
  sendTo: LetterSendTo;
  kind: FollowUpRecipientKind;
}

/** The letters addressed to a credit bureau by name, one letter per bureau. */
const BUREAU_BOUND: ReadonlySet<LetterType> = new Set<LetterType>([
  CREDIT_REPORT_REQUEST_LETTER,
  'error_of_employment',
  'error_of_name',
  'error_of_address',
  'error_on_credit_file',
  'adjust_balance',
  'no_longer_responsible',
  'change_rating',
  'statute_barred_account',
  'late_payment',
]);

/** The letters addressed to a consumer reporting agency as the user typed it. */
const AGENCY_BOUND: ReadonlySet<LetterType> = new Set<LetterType>([
  'account_corrections',
  'remove_late_payment',
]);

function field(input: unknown, key: string): string {
  if (typeof input !== 'object' || input === null) return '';
  const value: unknown = Reflect.get(input, key);
  return typeof value === 'string' ? value.trim() : '';
}

/** 'Ontario' or 'PEI' (wizard names) or 'ON' (directory codes) as the two-letter code. */
function provinceCode(province: string): string {
  if (province === 'PEI') return 'PE';
  const known = PROVINCES.find(
    (candidate) => candidate.name === province || candidate.code === province,
  );
  return known?.code ?? '';
}

/** Street, then "City PROV  A1A 1A1", as on every letter. */
function postalLines(street: string, city: string, province: string, postalCode: string) {
  const formatted = formatPostalCode(postalCode);
  const postal = isCanadianPostalCode(formatted) ? formatted : postalCode;
  const cityLine = [city, provinceCode(province)].filter(Boolean).join(' ');
  return [street, [cityLine, keepTogether(postal)].filter(Boolean).join(NBSP + NBSP)].filter(
    (line) => line !== '',
  );
}

/** A typed or directory party: fax when it has one, else the letter is mailed. */
function party(name: string, addressLines: string[], fax: string): Omit<FollowUpRecipient, 'kind'> {
  return {
    recipient: { name, addressLines, fax: fax || null, faxNote: null },
    sendTo: { fax: fax || null, faxNote: null, mailAddress: [name, ...addressLines] },
  };
}

/** The bureau a bureau-bound letter went to: its name ends with the bureau's ('... - Equifax'). */
function bureauOfName(name: string) {
  return CREDIT_BUREAUS.find((bureau) => name.endsWith(` - ${bureau.id}`));
}

/**
 * The first letter's recipient, or, when nothing better is known (a directory creditor removed
 * since), the name its title gives with no address: the instructions then say to mail it, and
 * the consumer has the address on the first letter.
 */
export async function followUpRecipient(
  db: Db,
  first: { type: LetterType; name: string; input: unknown },
): Promise<FollowUpRecipient> {
  const { type, name, input } = first;
  const bureau = bureauOfName(name);
  if (BUREAU_BOUND.has(type) && bureau) {
    return {
      recipient: bureauRecipient(bureau),
      sendTo: bureauSendTo(bureau),
      kind: 'credit-bureau',
    };
  }
  if (AGENCY_BOUND.has(type)) {
    const agency = field(input, 'cra_name') || field(input, 'consumer_reporting_agency');
    const lines = postalLines(
      field(input, 'cra_street_address'),
      field(input, 'cra_city'),
      field(input, 'cra_province'),
      field(input, 'cra_postal_code'),
    );
    return { ...party(agency || name, lines, field(input, 'cra_fax')), kind: 'credit-bureau' };
  }
  const creditorId = field(input, 'creditor_id');
  const typedName = field(input, 'creditor_name');
  if (typedName) {
    const lines = postalLines(
      field(input, 'creditor_street_address'),
      field(input, 'creditor_city'),
      field(input, 'creditor_province'),
      field(input, 'creditor_postal_code'),
    );
    return { ...party(typedName, lines, field(input, 'creditor_fax')), kind: 'creditor' };
  }
  const creditor = creditorId ? await findCreditor(db, creditorId) : undefined;
  if (creditor) {
    const lines = postalLines(
      creditor.address,
      creditor.city,
      creditor.province,
      creditor.postal_code,
    );
    return { ...party(creditor.company, lines, creditor.fax), kind: 'creditor' };
  }
  const fromName = name.includes(' - ') ? name.slice(name.lastIndexOf(' - ') + 3) : name;
  return {
    ...party(fromName, [], ''),
    kind: BUREAU_BOUND.has(type) ? 'credit-bureau' : 'creditor',
  };
}
