// Creates a new embedded database (PGlite's initdb) in the given folder and exits. Run as a
// child process by openEmbeddedDatabase: see createInChildProcess in database.ts.
import { PGlite } from '@electric-sql/pglite';
import { onDiskOptions } from './embedded-settings';

const [pgliteDir] = process.argv.slice(2);
if (!pgliteDir) throw new Error('usage: create-embedded-database <DATA_DIR/pglite>');

const client = await PGlite.create(onDiskOptions(pgliteDir));
await client.close();
