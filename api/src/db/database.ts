import { execFile } from 'node:child_process';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiRoot, migrationsFolder } from '../paths';
import { preparePrivateDataDir, syncFolderToDisk } from './data-dir';
import { IN_MEMORY_START_PARAMS, onDiskOptions } from './embedded-settings';
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

const execFileAsync = promisify(execFile);

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
    if (created && !options.template) await createInChildProcess(dataDir);
    client = await PGlite.create({
      parsers: RAW_TEXT_PARSERS,
      ...onDiskOptions(dataDir),
      ...(options.template && created ? { loadDataDir: options.template } : {}),
    });
    // A new database's files come from PGlite's initdb image, written without a sync.
    if (created) await syncFolderToDisk(options.dataDir);
  } else {
    client = await PGlite.create({
      parsers: RAW_TEXT_PARSERS,
      startParams: [...IN_MEMORY_START_PARAMS],
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

/**
 * Runs initdb for a new database in a short-lived child process. In this process it would cost
 * the server about 500 MiB for good: PGlite runs initdb in a second PostgreSQL instance (its own
 * 128 MiB of WebAssembly memory, grown, plus a copy of it) that the new client keeps reachable,
 * and even once collected, the C library keeps most of the freed memory. The child's memory goes
 * back to the system when it exits.
 */
async function createInChildProcess(pgliteDir: string): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Bundled, the script sits next to dist/server.js; from source (tests, tsx) it is a TypeScript
  // file next to this one, run through tsx (resolved from the api folder).
  const bundled = path.join(here, 'create-embedded-database.js');
  const [script, loader] = (await exists(bundled))
    ? [bundled, []]
    : [path.join(here, 'create-embedded-database.ts'), ['--import', 'tsx']];
  try {
    await execFileAsync(process.execPath, [...loader, script, pgliteDir], { cwd: apiRoot() });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${pgliteDir}: ${stderr || error}`);
  }
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
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20 });
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
