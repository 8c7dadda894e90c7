import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
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

export interface EmbeddedDatabaseHandle extends DatabaseHandle {
  client: PGlite;
}

export interface EmbeddedOptions {
  /** Where the files live; in memory when undefined (tests). */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from instead of running initdb (seconds faster). */
  template?: Blob;
}

/** PGlite, PostgreSQL compiled to WebAssembly, in this process. */
export async function openEmbeddedDatabase(
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabaseHandle> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    client,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
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
