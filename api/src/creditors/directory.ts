import { eq, sql } from 'drizzle-orm';
import type { CreditorListItem } from 'shared/contract';
import type { Db } from '../db/database';
import { creditors } from '../db/schema-creditors';
import type { CreditorRow } from './rows';

/** One directory entry as the API reads it; `province` is the stored two-letter code or ''. */
export interface CreditorRecord {
  id: string;
  company: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  fax: string;
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
    fax: row.fax,
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
    fax: row.fax,
    source: row.source,
    createdAt: now,
    updatedAt: now,
  };
}

/** Rows per statement: 10 parameters each, far below PostgreSQL's 65,535. */
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

// The columns a load may change; company and address are the key.
const DETAILS = ['city', 'province', 'postal_code', 'phone', 'fax', 'source'] as const;
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
            fax: excluded('fax'),
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
