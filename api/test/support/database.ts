import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  openEmbeddedDatabase,
  openPostgresDatabase,
} from '../../src/db/database';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server (an admin URL), a database of its own on that server.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    const handle = await openEmbeddedDatabase(
      template ? { template: new Blob([await readFile(template)]) } : {},
    );
    await handle.migrate();
    return { handle, dispose: () => handle.close() };
  }

  const name = `credit_repair_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgresDatabase(url.toString(), { max: 4 });
  await handle.migrate();
  return {
    handle,
    async dispose() {
      await handle.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
