// The embedded database's own ceiling for the authenticated read (issue 18, docs/benchmarks.md):
// primary-key selects of a contact row straight through PGlite's client, one after another, for
// a few seconds, on a database opened as the server opens it (on disk, in a temporary folder).
// The bench compares GET /api/v1/contact's rate, measured in the same run, with this.
// Run from api/: node --import tsx test/db/bench-pk-select.ts [seconds] [--json]
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createUser } from '../../src/auth/users';
import { openEmbeddedDatabase } from '../../src/db/database';
import { contacts } from '../../src/db/schema';

const SECONDS = Number(process.argv[2] ?? 6);

const scratch = await mkdtemp(path.join(os.tmpdir(), 'credit-repair-bench-pk-'));
try {
  const handle = await openEmbeddedDatabase({ dataDir: scratch });
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

  const select = () => handle.client.query('select * from contacts where id = $1', [contact.id]);
  for (let warmUp = 0; warmUp < 500; warmUp += 1) await select();
  let selects = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  while (performance.now() < until) {
    await select();
    selects += 1;
  }
  const perSecond = selects / ((performance.now() - started) / 1000);
  await handle.close();
  if (process.argv.includes('--json')) {
    console.log(`BENCH_JSON ${JSON.stringify({ perSecond, seconds: SECONDS })}`);
  } else {
    console.log(`${perSecond.toFixed(0)} primary-key selects/s over ${SECONDS} s`);
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
