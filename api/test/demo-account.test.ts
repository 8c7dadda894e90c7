import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../src/auth/demo-account';
import { verifyPassword } from '../src/auth/passwords';
import { createSession, lookupSession } from '../src/auth/sessions';
import { countUsers, createUser, findUserByEmail } from '../src/auth/users';
import type { Db } from '../src/db/database';
import { users } from '../src/db/schema';
import { createTestDatabase, type TestDatabase } from './support/database';

const now = new Date('2026-03-02T15:00:00Z');

describe('ensureDemoAccount', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  beforeEach(async () => {
    await db.delete(users);
  });
  afterAll(() => database.dispose());

  const loopback = { onLoopback: true, now } as const;

  it('creates the demo account on an empty embedded database served on loopback, once', async () => {
    expect(await ensureDemoAccount(db, { ...loopback, kind: 'pglite', enabled: undefined })).toBe(
      'available',
    );
    const demo = await findUserByEmail(db, DEMO_EMAIL);
    expect(demo && (await verifyPassword(demo.passwordHash, DEMO_PASSWORD))).toBe(true);
    expect(await ensureDemoAccount(db, { ...loopback, kind: 'pglite', enabled: undefined })).toBe(
      'available',
    );
    expect(await countUsers(db)).toBe(1);
  });

  it('leaves a database with users alone, and PostgreSQL unless DEMO_ACCOUNT=1', async () => {
    expect(await ensureDemoAccount(db, { ...loopback, kind: 'postgres', enabled: undefined })).toBe(
      'absent',
    );
    expect(await ensureDemoAccount(db, { ...loopback, kind: 'pglite', enabled: false })).toBe(
      'absent',
    );
    expect(await countUsers(db)).toBe(0);

    await createUser(db, { email: 'someone@example.ca', passwordHash: 'x', now });
    expect(await ensureDemoAccount(db, { ...loopback, kind: 'pglite', enabled: undefined })).toBe(
      'absent',
    );
    expect(await ensureDemoAccount(db, { ...loopback, kind: 'postgres', enabled: true })).toBe(
      'available',
    );
    expect(await findUserByEmail(db, DEMO_EMAIL)).toBeDefined();
  });

  it('is not created on a server that listens beyond loopback, unless DEMO_ACCOUNT=1', async () => {
    const exposed = { onLoopback: false, now, kind: 'pglite' } as const;
    expect(await ensureDemoAccount(db, { ...exposed, enabled: undefined })).toBe('absent');
    expect(await countUsers(db)).toBe(0);
    expect(await ensureDemoAccount(db, { ...exposed, enabled: true })).toBe('available');
  });

  it('retires the public password of a demo account left from a loopback run, and its sessions', async () => {
    await ensureDemoAccount(db, { ...loopback, kind: 'pglite', enabled: undefined });
    const demo = await findUserByEmail(db, DEMO_EMAIL);
    if (!demo) throw new Error('no demo account');
    const key = await createSession(db, demo.id, now);

    const exposed = { onLoopback: false, now, kind: 'pglite', enabled: undefined } as const;
    expect(await ensureDemoAccount(db, exposed)).toBe('retired');
    const after = await findUserByEmail(db, DEMO_EMAIL);
    expect(after && (await verifyPassword(after.passwordHash, DEMO_PASSWORD))).toBe(false);
    expect((await lookupSession(db, key, now)).status).toBe('revoked');
    // Back on loopback, the README's login is not offered again: its password is unknown.
    expect(await ensureDemoAccount(db, { ...loopback, kind: 'pglite', enabled: undefined })).toBe(
      'absent',
    );
  });
});
