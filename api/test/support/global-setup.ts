import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openEmbeddedDatabase } from '../../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data dir (tarball) each test file starts from; '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Runs initdb and the migrations once for the whole run: starting PGlite from the dump costs about
 * a second per file instead of several.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const handle = await openEmbeddedDatabase();
  await handle.migrate();
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const file = path.join(os.tmpdir(), `credit-repair-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
