import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  openEmbeddedDatabase,
  openPostgresDatabase,
} from '../../src/db/database';
import { databaseUrlNamed, withAdmin } from './postgres-admin';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
  /**
   * The same database through a connection of its own, as a second API process has it: a new
   * pool on PostgreSQL; on PGlite, which one process owns, the same handle. Its dispose() closes
   * only that connection; dispose it before the database.
   */
  openAnotherConnection(): TestDatabase;
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
    const shared: TestDatabase = {
      handle,
      dispose: async () => {},
      openAnotherConnection: () => shared,
    };
    return { handle, dispose: () => handle.close(), openAnotherConnection: () => shared };
  }

  const name = `credit_repair_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdmin(adminUrl, (admin) =>
    admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );
  const url = databaseUrlNamed(adminUrl, name);
  const handle = openPostgresDatabase(url, { max: 4 });
  // Nothing to do on a copy of the migrated template; a database made without one migrates here.
  await handle.migrate();
  return {
    handle,
    async dispose() {
      await handle.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
    openAnotherConnection() {
      const another = openPostgresDatabase(url, { max: 4 });
      const connection: TestDatabase = {
        handle: another,
        dispose: () => another.close(),
        openAnotherConnection: () => connection,
      };
      return connection;
    },
  };
}
