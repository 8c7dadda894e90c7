import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../src/auth/demo-account';
import { verifyPassword } from '../src/auth/passwords';
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

  it('creates the demo account on an empty embedded database, once', async () => {
    expect(await ensureDemoAccount(db, 'pglite', undefined, now)).toBe(true);
    const demo = await findUserByEmail(db, DEMO_EMAIL);
    expect(demo && (await verifyPassword(demo.passwordHash, DEMO_PASSWORD))).toBe(true);
    expect(await ensureDemoAccount(db, 'pglite', undefined, now)).toBe(true);
    expect(await countUsers(db)).toBe(1);
  });

  it('leaves a database with users alone, and PostgreSQL unless DEMO_ACCOUNT=1', async () => {
    expect(await ensureDemoAccount(db, 'postgres', undefined, now)).toBe(false);
    expect(await ensureDemoAccount(db, 'pglite', false, now)).toBe(false);
    expect(await countUsers(db)).toBe(0);

    await createUser(db, { email: 'someone@example.ca', passwordHash: 'x', now });
    expect(await ensureDemoAccount(db, 'pglite', undefined, now)).toBe(false);
    expect(await ensureDemoAccount(db, 'postgres', true, now)).toBe(true);
    expect(await findUserByEmail(db, DEMO_EMAIL)).toBeDefined();
  });
});
