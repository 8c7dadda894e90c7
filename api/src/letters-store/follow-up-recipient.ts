import { AGENCY_LETTERS, BUREAU_LETTERS, CREDIT_BUREAUS, type LetterType } from 'shared/contract';
import { findCreditor, wizardProvinceOfCode } from '../creditors';
import type { Db } from '../db/database';
import type { LetterLanguage, LetterRecipient, LetterSendTo } from '../letters';
import {
  bureauRecipient,
  bureauSendTo,
  bureauShortName,
  fileRequestSendTo,
} from '../letters/parts';
import {
  agencyFromBody,
  completedAddress,
  creditorFromBody,
  creditorFromDirectory,
  type LetterParty,
  partyRecipient,
  partySendTo,
} from '../letters/recipients';
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
const BUREAU_BOUND: ReadonlySet<LetterType> = new Set(BUREAU_LETTERS);

/** The letters addressed to a consumer reporting agency as the user typed it. */
const AGENCY_BOUND: ReadonlySet<LetterType> = new Set(AGENCY_LETTERS);

/** A text field of a stored letter input, trimmed; '' when it has none. */
export function inputText(input: unknown, key: string): string {
  if (typeof input !== 'object' || input === null) return '';
  const value: unknown = Reflect.get(input, key);
  return typeof value === 'string' ? value.trim() : '';
}

/** The first letter's party, addressed as that letter was (recipients.ts). */
function toParty(
  party: LetterParty,
  kind: FollowUpRecipientKind,
  language: LetterLanguage,
): FollowUpRecipient {
  return { recipient: partyRecipient(party), sendTo: partySendTo(party, language), kind };
}

/**
 * The bureau a bureau-bound letter went to: its name ends with the bureau's ('... - Equifax', or
 * in French '… – Équifax').
 */
function bureauOfName(name: string) {
  return CREDIT_BUREAUS.find(
    (bureau) =>
      name.endsWith(` - ${bureau.id}`) || name.endsWith(` – ${bureauShortName(bureau, 'fr')}`),
  );
}

/** The recipient a letter's name ends with, after ' - ' (English) or ' – ' (French). */
function recipientOfName(name: string): string {
  const separator = Math.max(name.lastIndexOf(' - '), name.lastIndexOf(' – '));
  return separator < 0 ? name : name.slice(separator + 3);
}

/**
 * The first letter's recipient, or, when nothing better is known (a directory creditor removed
 * since), the name its title gives with no address: the instructions then say to mail it, and
 * the consumer has the address on the first letter.
 */
export async function followUpRecipient(
  db: Db,
  first: { type: LetterType; name: string; input: unknown },
  /** The follow-up's language: the address is written in it (« C.P. 190 »). */
  language: LetterLanguage = 'en',
): Promise<FollowUpRecipient> {
  const { type, name, input } = first;
  const bureau = bureauOfName(name);
  if (BUREAU_BOUND.has(type) && bureau) {
    return {
      recipient: bureauRecipient(bureau, language),
      // A request of the file is followed by the request's own route, not the dispute form.
      sendTo:
        type === 'credit_report_request'
          ? fileRequestSendTo(bureau, language)
          : bureauSendTo(bureau, language),
      kind: 'credit-bureau',
    };
  }
  if (AGENCY_BOUND.has(type)) {
    // remove_late_payment types the agency's name; account_corrections picks a bureau by id.
    const picked = inputText(input, 'consumer_reporting_agency');
    const bureauName = CREDIT_BUREAUS.find((candidate) => candidate.id === picked)?.mailingName;
    const agency = inputText(input, 'cra_name') || bureauName || picked || name;
    const body = {
      cra_street_address: inputText(input, 'cra_street_address'),
      cra_city: inputText(input, 'cra_city'),
      cra_province: inputText(input, 'cra_province'),
      cra_postal_code: inputText(input, 'cra_postal_code'),
      cra_fax: inputText(input, 'cra_fax'),
    };
    return toParty(agencyFromBody(agency, body, language), 'credit-bureau', language);
  }
  const creditorId = inputText(input, 'creditor_id');
  const creditor = creditorId ? await findCreditor(db, creditorId) : undefined;
  // The directory entry decides, as for the first letter, whether a kept fax is unconfirmed.
  const directory = creditor && {
    ...creditor,
    province: wizardProvinceOfCode(creditor.province),
  };
  const typedName = inputText(input, 'creditor_name');
  if (typedName) {
    const body = {
      creditor_name: typedName,
      creditor_street_address: inputText(input, 'creditor_street_address'),
      creditor_city: inputText(input, 'creditor_city'),
      creditor_province: inputText(input, 'creditor_province'),
      creditor_postal_code: inputText(input, 'creditor_postal_code'),
      creditor_fax: inputText(input, 'creditor_fax'),
    };
    return toParty(creditorFromBody(body, undefined, directory, language), 'creditor', language);
  }
  if (directory) {
    // Addressed as the first letter was: to the address the consumer completed, if they did.
    return toParty(
      creditorFromDirectory(directory, language, completedAddress(input)),
      'creditor',
      language,
    );
  }
  const fromName = recipientOfName(name);
  const noAddress: LetterParty = {
    name: fromName,
    addressLines: [],
    fax: null,
    unconfirmedFax: null,
    faxNote: null,
    contactLines: [],
  };
  return toParty(noAddress, BUREAU_BOUND.has(type) ? 'credit-bureau' : 'creditor', language);
}
