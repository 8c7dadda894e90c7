// The database's own ceiling for the authenticated read (issue 18, docs/benchmarks.md):
// primary-key selects of a contact row straight through the driver the server uses, for a few
// seconds. The bench compares GET /api/v1/contact's rate, measured in the same run, with this.
// - Embedded (default): PGlite's client, one select after another (PGlite runs one statement at a
//   time, so more in flight would only queue), on a database opened as the server opens it (on
//   disk, in a temporary folder).
// - PostgreSQL (DATABASE_URL set): node-postgres through the pool the server would open, with
//   `--concurrency N` selects in flight (the bench passes its HTTP connection count), each a named
//   prepared statement: the fastest way this driver has to read a row by its key.
// Run from api/: node --import tsx test/db/bench-pk-select.ts [seconds] [--concurrency N] [--json]
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createUser } from '../../src/auth/users';
import {
  type DatabaseHandle,
  openEmbeddedDatabase,
  openPostgresDatabase,
} from '../../src/db/database';
import { contacts } from '../../src/db/schema';

const SECONDS = Number(process.argv[2] ?? 6);
const concurrencyFlag = process.argv.indexOf('--concurrency');
const CONCURRENCY = concurrencyFlag === -1 ? 1 : Number(process.argv[concurrencyFlag + 1]);
if (!Number.isInteger(CONCURRENCY) || CONCURRENCY < 1) {
  throw new Error('--concurrency takes a whole number of selects in flight, 1 or more.');
}
const DATABASE_URL = process.env.DATABASE_URL;
const SELECT_CONTACT = 'select * from contacts where id = $1';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'credit-repair-bench-pk-'));
try {
  let handle: DatabaseHandle;
  let selectContact: (id: string) => Promise<unknown>;
  if (DATABASE_URL) {
    handle = openPostgresDatabase(DATABASE_URL);
    // The server's own pool (drizzle keeps it as $client), so the pool size is the server's.
    const pool: unknown = Reflect.get(handle.db, '$client');
    if (!(pool instanceof pg.Pool)) throw new Error('No node-postgres pool behind drizzle.');
    selectContact = (id) =>
      pool.query({ name: 'bench-contact-by-id', text: SELECT_CONTACT, values: [id] });
  } else {
    const embedded = await openEmbeddedDatabase({ dataDir: scratch });
    handle = embedded;
    selectContact = (id) => embedded.client.query(SELECT_CONTACT, [id]);
  }
  await handle.migrate();
  const now = new Date();
  const user = await createUser(handle.db, {
    email: `pk-${randomUUID()}@example.ca`,
    passwordHash: 'not-a-hash',
    now,
  });
  if (!user) throw new Error('No user row.');
  const [contact] = await handle.db
    .insert(contacts)
    .values({
      userId: user.id,
      email: 'pk@example.ca',
      firstName: 'Sam',
      middleName: '',
      lastName: 'Tremblay',
      homePhone: '+14165550123',
      cellPhone: '',
      dateOfBirth: '1980-06-15',
      gender: 'Female',
      citizenship: 'Canadian Citizen',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contacts.id });
  if (!contact) throw new Error('No contact row.');

  const contactId = contact.id;

  /** `CONCURRENCY` loops, each issuing its next select when its last one answers. */
  async function selectUntil(until: number): Promise<number> {
    let selects = 0;
    const loop = async () => {
      while (performance.now() < until) {
        await selectContact(contactId);
        selects += 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, loop));
    return selects;
  }

  await selectUntil(performance.now() + 500);
  const started = performance.now();
  const selects = await selectUntil(started + SECONDS * 1000);
  const perSecond = selects / ((performance.now() - started) / 1000);
  await handle.close();
  const figures = { perSecond, seconds: SECONDS, concurrency: CONCURRENCY };
  if (process.argv.includes('--json')) {
    console.log(`BENCH_JSON ${JSON.stringify(figures)}`);
  } else {
    console.log(
      `${perSecond.toFixed(0)} primary-key selects/s over ${SECONDS} s, ${CONCURRENCY} in flight`,
    );
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
