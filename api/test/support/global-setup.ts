import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openEmbeddedDatabase, openPostgresDatabase } from '../../src/db/database';
import { databaseUrlNamed, withAdmin } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tarball) each test file starts from; '' on PostgreSQL. */
    pgliteTemplate: string;
    /** A migrated database on the PostgreSQL server each test file copies; '' on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * Runs initdb (PGlite) and the migrations once for the whole run: starting PGlite from the dump
 * costs about a second per file instead of several, and copying a migrated PostgreSQL database
 * is quicker than migrating each file's own.
 */
export default async function setup(project: TestProject) {
  // Each project of the API's config (api/vitest.config.ts) runs this: each gets its own.
  const owner = `${process.pid}_${project.name.replace(/[^a-z0-9]/gi, '_')}`;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `credit_repair_template_${owner}`;
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${template}"`));
    const handle = openPostgresDatabase(databaseUrlNamed(adminUrl, template));
    await handle.migrate();
    // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
    await handle.close();
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', template);
    return () =>
      withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`),
      );
  }
  project.provide('postgresTemplate', '');
  const handle = await openEmbeddedDatabase();
  await handle.migrate();
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `credit-repair-pglite-template-${owner}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
