import { eq, sql } from 'drizzle-orm';
import { type CreditorListItem, phoneNumberE164 } from 'shared/contract';
import type { Db } from '../db/database';
import { creditors } from '../db/schema-creditors';
import { CREDITOR_COLUMNS, type CreditorRow, OPTIONAL_CREDITOR_COLUMNS } from './rows';

/**
 * One directory entry as the API reads it; `province` is the stored two-letter code or ''. The
 * numbers are E.164 or ''; the notes are for the consumer in the wizards, never for a letter.
 */
export interface CreditorRecord {
  id: string;
  company: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  toll_free: string;
  phone_note: string;
  fax: string;
  fax_confirmed: boolean;
  fax_note: string;
  address_note: string;
  /** The organisation as a letter addresses it, and the department line under it; '' for none. */
  addressee: string;
  department: string;
}

/** The order people expect in a Canadian English list (accents and case folded). */
const byCompany = new Intl.Collator('en-CA');

/**
 * [id, company] for every creditor, sorted by company. Sorted here rather than in SQL: PGlite
 * has no ICU collations, and the directory is a few hundred rows at most.
 */
export async function listCreditorNames(db: Db): Promise<CreditorListItem[]> {
  const rows = await db.select({ id: creditors.id, company: creditors.company }).from(creditors);
  return rows
    .sort((a, b) => byCompany.compare(a.company, b.company) || a.id.localeCompare(b.id))
    .map((row): CreditorListItem => [row.id, row.company]);
}

export async function findCreditor(db: Db, id: string): Promise<CreditorRecord | undefined> {
  const [row] = await db.select().from(creditors).where(eq(creditors.id, id)).limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    company: row.company,
    address: row.address,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    phone: row.phone,
    toll_free: row.tollFree,
    phone_note: row.phoneNote,
    fax: row.fax,
    fax_confirmed: row.faxConfirmed,
    fax_note: row.faxNote,
    address_note: row.addressNote,
    addressee: row.addressee,
    department: row.department,
  };
}

function columns(row: CreditorRow, now: Date) {
  return {
    company: row.company,
    address: row.address,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    phone: row.phone,
    tollFree: row.toll_free,
    phoneNote: row.phone_note,
    fax: row.fax,
    faxConfirmed: row.fax_confirmed,
    faxNote: row.fax_note,
    addressNote: row.address_note,
    addressee: row.addressee,
    department: row.department,
    source: row.source,
    createdAt: now,
    updatedAt: now,
  };
}

/** Rows per statement: 15 parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    out.push(items.slice(start, start + CHUNK));
  }
  return out;
}

/**
 * Adds the rows whose company + address is not in the directory yet and leaves the others as
 * they are (an entry corrected by a load keeps its correction). Answers how many were added.
 */
export async function insertMissingCreditors(
  db: Db,
  rows: readonly CreditorRow[],
  now: Date,
): Promise<number> {
  let added = 0;
  for (const chunk of chunks(rows)) {
    const inserted = await db
      .insert(creditors)
      .values(chunk.map((row) => columns(row, now)))
      .onConflictDoNothing({ target: [creditors.company, creditors.address] })
      .returning({ id: creditors.id });
    added += inserted.length;
  }
  return added;
}

export interface UpsertCounts {
  added: number;
  updated: number;
  unchanged: number;
}

// The columns a load may change: all but company and address, the key.
const DETAILS = [...CREDITOR_COLUMNS, ...OPTIONAL_CREDITOR_COLUMNS].filter(
  (column) => column !== 'company' && column !== 'address',
);
const excluded = (column: (typeof DETAILS)[number]) => sql.raw(`excluded.${column}`);
/** True when the proposed row's details differ from the stored ones. */
const detailsChanged = sql.raw(
  `(${DETAILS.map((column) => `creditors.${column}`).join(', ')}) IS DISTINCT FROM (${DETAILS.map((column) => `excluded.${column}`).join(', ')})`,
);

/**
 * Inserts new creditors and updates those whose company + address exists but whose details
 * differ; identical rows are left alone (their updated_at too). The rows must have distinct keys
 * (readCreditorFile rejects repeats).
 */
export async function upsertCreditors(
  db: Db,
  rows: readonly CreditorRow[],
  now: Date,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { added: 0, updated: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    for (const chunk of chunks(rows)) {
      const written = await tx
        .insert(creditors)
        .values(chunk.map((row) => columns(row, now)))
        .onConflictDoUpdate({
          target: [creditors.company, creditors.address],
          set: {
            city: excluded('city'),
            province: excluded('province'),
            postalCode: excluded('postal_code'),
            phone: excluded('phone'),
            tollFree: excluded('toll_free'),
            phoneNote: excluded('phone_note'),
            fax: excluded('fax'),
            faxConfirmed: excluded('fax_confirmed'),
            faxNote: excluded('fax_note'),
            addressNote: excluded('address_note'),
            addressee: excluded('addressee'),
            department: excluded('department'),
            source: excluded('source'),
            updatedAt: now,
          },
          setWhere: detailsChanged,
        })
        // xmax is 0 on a row version made by an insert and set on one made by the update: the
        // usual PostgreSQL way to tell the two apart in one upsert.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      const added = written.filter((row) => row.inserted).length;
      counts.added += added;
      counts.updated += written.length - added;
      counts.unchanged += chunk.length - written.length;
    }
  });
  return counts;
}

/** A number column written before issue 14 (free text with notes) rather than E.164 or ''. */
const LEGACY_NUMBER = sql.raw(
  ['phone', 'fax']
    .map(
      (column) => `(creditors.${column} <> '' AND creditors.${column} !~ '^\\+[1-9][0-9]{6,14}$')`,
    )
    .join(' OR '),
);

const NOTE_MAX = 200;

/** A legacy column: its one number in E.164, or '' with the text kept as the consumer's note. */
function splitLegacy(text: string, note: string): { number: string; note: string } {
  const number = phoneNumberE164(text);
  if (number !== null) return { number, note };
  return { number: '', note: (note || text.trim()).slice(0, NOTE_MAX) };
}

/**
 * Directories filled before issue 14 hold phone and fax as published, notes included. Each such
 * row takes the shipped row's numbers and notes when the shipped file has its company + address;
 * otherwise a column that is one number keeps it (in E.164) and any other text moves to the
 * note, so no letter prints it. A legacy fax is never taken as confirmed. Answers how many rows
 * were mended; none after the first start.
 */
export async function mendLegacyNumbers(
  db: Db,
  shipped: readonly CreditorRow[],
  now: Date,
): Promise<number> {
  const legacy = await db.select().from(creditors).where(LEGACY_NUMBER);
  const byKey = new Map(shipped.map((row) => [JSON.stringify([row.company, row.address]), row]));
  for (const row of legacy) {
    const known = byKey.get(JSON.stringify([row.company, row.address]));
    const phone = splitLegacy(row.phone, row.phoneNote);
    const fax = splitLegacy(row.fax, row.faxNote);
    const mended = known
      ? {
          phone: known.phone,
          tollFree: known.toll_free,
          phoneNote: known.phone_note,
          fax: known.fax,
          faxConfirmed: known.fax_confirmed,
          faxNote: known.fax_note,
          addressNote: known.address_note,
        }
      : {
          phone: phone.number,
          phoneNote: phone.note,
          fax: fax.number,
          faxConfirmed: false,
          faxNote: fax.note,
        };
    await db
      .update(creditors)
      .set({ ...mended, updatedAt: now })
      .where(eq(creditors.id, row.id));
  }
  return legacy.length;
}
