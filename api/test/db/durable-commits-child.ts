// Run by durable-commits.test.ts under strace: the server's embedded database on disk, written
// through drizzle as the routes write. After each answer it fsyncs a marker file, so the trace
// shows, between two markers, the syncs that happened before that answer came back.
// Arguments: DATA_DIR, the marker file, the number of single-statement commits.
import { sql } from 'drizzle-orm';
import { syncToDisk } from '../../src/db/data-dir';
import { openEmbeddedDatabase } from '../../src/db/database';

const [dataDir, marker, count] = process.argv.slice(2);
if (!dataDir || !marker || !count) throw new Error('usage: <DATA_DIR> <marker file> <commits>');

const handle = await openEmbeddedDatabase({ dataDir });
await handle.db.execute(sql`CREATE TABLE durability_probe (id serial PRIMARY KEY, note text)`);
await syncToDisk(marker);
for (let index = 0; index < Number(count); index += 1) {
  await handle.db.execute(sql`INSERT INTO durability_probe (note) VALUES (${`row ${index}`})`);
  await syncToDisk(marker);
}
// Two statements, one commit.
await handle.db.transaction(async (tx) => {
  await tx.execute(sql`INSERT INTO durability_probe (note) VALUES ('in a transaction')`);
  await tx.execute(sql`UPDATE durability_probe SET note = note || '.' WHERE id = 1`);
});
await syncToDisk(marker);
// A read commits nothing.
await handle.db.execute(sql`SELECT count(*) FROM durability_probe`);
await syncToDisk(marker);
await handle.close();
