import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { preparePrivateDataDir, syncFolderToDisk } from './data-dir';
import { DURABLE_START_PARAMS, DurableNodeFS } from './pglite-node-fs';
import * as schema from './schema';

/** What repositories take: the common type of both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Applies the committed migrations in api/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Any fixed number works: it only has to be the same in every API process. */
const MIGRATION_LOCK_ID = 741_852_963;

/**
 * The types drizzle's PGlite driver reads as raw text (it parses dates itself), passing these
 * parsers with every query. PGlite then copies its whole parser table (about 320 entries) for
 * each query, which was a fifth of the API's CPU time: the client gets them once at creation and
 * drizzle's copies are dropped (see withParsersOnce).
 */
const DRIZZLE_RAW_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const RAW_TEXT_PARSERS = Object.fromEntries(
  DRIZZLE_RAW_TYPES.map((type) => [type, (value: string) => value]),
);

type QueryOptions = Parameters<PGlite['query']>[2];

/** drizzle's options without the parsers the client already has; any other parser is kept. */
function withoutRawTextParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((type) => DRIZZLE_RAW_TYPES.includes(Number(type)))) {
    return options;
  }
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/** `queryable` (the client or a transaction) with its query() rid of the repeated parsers. */
function withParsersOnce<T extends Pick<PGlite, 'query'>>(queryable: T): T {
  return new Proxy(queryable, {
    get(target, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, withoutRawTextParsers(options));
      }
      if (property === 'transaction' && 'transaction' in target) {
        const client = target as unknown as PGlite;
        return <R>(work: (tx: Transaction) => Promise<R>) =>
          client.transaction((tx) => work(withParsersOnce(tx)));
      }
      // PGlite keeps its state in private fields: its methods must run on the real object.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface EmbeddedDatabaseHandle extends DatabaseHandle {
  client: PGlite;
}

export interface EmbeddedOptions {
  /** Where the files live; in memory when undefined (tests). */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from instead of running initdb (seconds faster). */
  template?: Blob;
}

/**
 * PGlite, PostgreSQL compiled to WebAssembly, in this process. On disk, DATA_DIR is made private
 * (or refused) first, every file PGlite writes is 0600 in 0700 folders, and a commit returns once
 * its WAL is fsynced (see DurableNodeFS).
 */
export async function openEmbeddedDatabase(
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabaseHandle> {
  let client: PGlite;
  if (options.dataDir) {
    await preparePrivateDataDir(options.dataDir);
    const dataDir = path.join(options.dataDir, 'pglite');
    // Before PGlite's NodeFS, which would create it with the umask's mode.
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const created = !(await exists(path.join(dataDir, 'PG_VERSION')));
    client = await PGlite.create({
      parsers: RAW_TEXT_PARSERS,
      fs: new DurableNodeFS(dataDir),
      startParams: [...DURABLE_START_PARAMS],
      ...(options.template ? { loadDataDir: options.template } : {}),
    });
    // A new database's files come from PGlite's initdb image, written without a sync.
    if (created) await syncFolderToDisk(options.dataDir);
  } else {
    client = await PGlite.create({
      parsers: RAW_TEXT_PARSERS,
      ...(options.template ? { loadDataDir: options.template } : {}),
    });
  }
  const db = drizzlePglite({ client: withParsersOnce(client), schema });
  return {
    db,
    kind: 'pglite',
    client,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

export interface PostgresOptions {
  /** Called for errors of idle pooled connections, which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
  max?: number;
}

export function openPostgresDatabase(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several processes may start at once on one database: let one migrate at a time.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(db, { migrationsFolder: migrationsFolder() });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
