import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { securityEvents, sessions, throttleCounters } from '../../src/db/schema';

/**
 * A stable fingerprint of every row of every table, to show that a refused request changed
 * nothing. The tables come from the database's catalog, so a table a new migration adds (from any
 * api/src/db/schema*.ts) is compared without editing this file. Per table: the row count and an
 * md5 of the rows' md5s in sorted order, so row order does not matter and no data leaves the
 * database (the letters' sealed PDFs would make a full dump slow).
 *
 * Left out, because a refused request writes them on purpose:
 * - throttle_counters: a wrong password counts a failure (that is what the counters are for), and
 *   the fuzz test empties them before each request anyway so that its own wrong passwords never
 *   lock the fuzzed user out;
 * - security_events: a wrong password at sign-in goes on the account's log, which its owner sees
 *   ("sign-in failed");
 * - sessions.last_used_at: every signed-in request slides the session's idle timeout, whatever
 *   its answer.
 */
const IGNORED_TABLES: readonly string[] = [
  getTableName(throttleCounters),
  getTableName(securityEvents),
];
const IGNORED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  [getTableName(sessions)]: [sessions.lastUsedAt.name],
};

export type Digest = ReadonlyMap<string, string>;

interface Rows<Row> {
  rows: Row[];
}

export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  // Both drivers (PGlite, node-postgres) answer an object with `rows`.
  const result = (await db.execute(query)) as unknown as Rows<Row>;
  return result.rows;
}

/** The compared tables, and one statement that fingerprints them all in one round trip. */
export async function digestStatement(db: Db): Promise<{ tables: string[]; statement: SQL }> {
  const found = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
        order by table_name`,
  );
  const tables = found
    .map((row) => row.table_name)
    .filter((name) => !IGNORED_TABLES.includes(name));
  const parts = tables.map((table) => {
    const ignored = (IGNORED_COLUMNS[table] ?? []).map((column) => ` - ${quoteLiteral(column)}`);
    const row = `md5((to_jsonb(t)${ignored.join('')})::text)`;
    return `select ${quoteLiteral(table)} as name, count(*)::text || ':' || coalesce(md5(string_agg(${row}, ',' order by ${row})), '') as digest from ${quoteIdentifier(table)} t`;
  });
  return { tables, statement: sql.raw(parts.join(' union all ')) };
}

export async function takeDigest(db: Db, statement: SQL): Promise<Digest> {
  const rows = await rowsOf<{ name: string; digest: string }>(db, statement);
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  return [...before.keys()].filter((table) => before.get(table) !== after.get(table));
}

/** Catalog names are ours (no quote in them), but quote them properly all the same. */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
