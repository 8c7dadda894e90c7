import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_ACCOUNT_SCOPE, throttleSubjectKey } from '../src/auth/throttle';
import { CAR_LOAN, VISA, WRONG_PASSWORD } from './banking/support';
import { changedTables, digestStatement, rowsOf, takeDigest } from './fuzz/database-digest';
import {
  download,
  ERROR_OF_ADDRESS_LETTER,
  generateIds,
  type LettersUser,
  newUserWithAccount,
} from './letters-api/support';
import { createTestApp, type TestApp } from './support/app';
import { login } from './support/auth';
import { createLoggedTestApp, type LoggedTestApp } from './support/log-lines';

const IDENTIFICATION = {
  license_type_id: 0,
  license_number: 'T4829-31507-60219',
  place: 'Ontario',
  expiry_date: '2029-08-31',
  is_secondary: false,
};

const BUDGET = {
  income: [{ description: 'Take-home pay', frequency: 'Monthly', amount: 3210.5 }],
  outgoing: [{ description: 'Rent', frequency: 'Monthly', amount: 1450 }],
};

/** The routes a signed-in client reads without a password: where a full number must not be. */
const PLAIN_READS = [
  '/session',
  '/contact',
  '/address',
  '/employment',
  '/identification',
  '/bankruptcy',
  '/budget',
  '/generate-pdf',
  '/sessions',
  '/security-events',
];

interface MyData {
  account: { email: string };
  contact: { first_name: string } | null;
  addresses: unknown[];
  identifications: { license_number: string }[];
  banking_accounts: { account_name: string; full_account_number: string }[];
  budget: typeof BUDGET | null;
  letters: {
    id: string;
    name: string;
    file: string;
    sent_on: string | null;
    outcome: string | null;
  }[];
  sessions: { device: unknown; signed_in_at: string }[];
  security_events: { kind: string }[];
}

function exportData(user: LettersUser, password: string) {
  return user.call('POST', '/me/export', password);
}

function exportIn(app: FastifyInstance, user: LettersUser, language: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/me/export',
    headers: {
      'x-api-key': user.key,
      'content-type': 'application/json',
      'accept-language': language,
    },
    payload: JSON.stringify(user.password),
  });
}

function deleteAccount(user: LettersUser, password: string) {
  return user.call('DELETE', '/me', password);
}

/** A user with a profile, two banking accounts' worth of data, an identification, a budget and letters. */
async function fullUser(app: FastifyInstance, account: typeof VISA | typeof CAR_LOAN = VISA) {
  const { user } = await newUserWithAccount(app);
  if (account !== VISA) {
    const created = await user.call('POST', '/banking-information', {
      ...account,
      secret: user.password,
    });
    expect(created.statusCode).toBe(201);
  }
  expect((await user.call('POST', '/identification', IDENTIFICATION)).statusCode).toBe(201);
  expect((await user.call('PUT', '/budget', BUDGET)).statusCode).toBe(200);
  const letterIds = await generateIds(user, { ...ERROR_OF_ADDRESS_LETTER, bureau: 'both' });
  return { user, letterIds };
}

describe('POST /api/v1/me/export', () => {
  let t: TestApp;
  let user: LettersUser;
  let letterIds: string[];
  let other: LettersUser;

  beforeAll(async () => {
    t = await createTestApp();
    ({ user, letterIds } = await fullUser(t.app));
    const tracked = await user.call('PUT', '/generate-pdf/tracking', {
      id: letterIds[0],
      sent_on: '2026-03-02',
      sent_by: 'mail',
    });
    expect(tracked.statusCode).toBe(200);
    ({ user: other } = await fullUser(t.app, CAR_LOAN));
  });
  afterAll(() => t.close());

  it('answers a ZIP holding every record, every letter and a README', async () => {
    const response = await exportData(user, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    // Streamed as it is made: no length known in advance.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="credit-repair-canada-my-data-2026-03-02.zip"; filename*=UTF-8\'\'credit-repair-canada-my-data-2026-03-02.zip',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    const pdfNames = names.filter((name) => name.startsWith('letters/'));
    expect(names).toEqual(['README.txt', 'my-data.json', ...pdfNames].sort());
    expect(pdfNames).toHaveLength(letterIds.length);

    const data = JSON.parse(strFromU8(files['my-data.json'] as Uint8Array)) as MyData;
    expect(data.account.email).toBe(user.email);
    expect(data.contact?.first_name).toBe('Sam');
    expect(data.addresses).toHaveLength(1);
    expect(data.identifications.map((entry) => entry.license_number)).toEqual([
      IDENTIFICATION.license_number,
    ]);
    expect(data.banking_accounts).toEqual([
      expect.objectContaining({
        account_name: VISA.account_name,
        full_account_number: VISA.full_account_number,
      }),
    ]);
    expect(data.budget).toEqual(BUDGET);
    expect(data.letters.map((letter) => letter.id).sort()).toEqual([...letterIds].sort());
    const sent = data.letters.find((letter) => letter.id === letterIds[0]);
    expect(sent).toMatchObject({ sent_on: '2026-03-02', sent_by: 'mail' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.security_events.map((event) => event.kind)).toContain('sign_in');

    // Each PDF is the letter's own, byte for byte, under the name my-data.json gives it.
    for (const letter of data.letters) {
      const pdf = await download(user, letter.id);
      expect(Buffer.from(files[letter.file] as Uint8Array).equals(pdf.rawPayload)).toBe(true);
    }
    expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('my-data.json');
  });

  it('holds nothing of another user, and never a password or session hash', async () => {
    const response = await exportData(user, user.password);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = strFromU8(files['my-data.json'] as Uint8Array);
    expect(json).not.toContain(other.email);
    expect(json).not.toContain(CAR_LOAN.full_account_number);
    expect(json).not.toContain(other.userId);
    expect(json).not.toMatch(/argon2|key_hash|password_hash/);
    expect(json).not.toContain(user.key);
  });

  it('is the only answer without a gate that shows a full account number', async () => {
    for (const path of PLAIN_READS) {
      const response = await user.call('GET', path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toContain(VISA.full_account_number);
    }
    const exported = unzipSync(new Uint8Array((await exportData(user, user.password)).rawPayload));
    expect(strFromU8(exported['my-data.json'] as Uint8Array)).toContain(VISA.full_account_number);
  });

  it('writes the README in French for a French request', async () => {
    const response = await exportIn(t.app, user, 'fr-CA');
    const readme = strFromU8(
      unzipSync(new Uint8Array(response.rawPayload))['README.txt'] as Uint8Array,
    );
    expect(readme).toContain('Vos données de Credit Repair Canada');
    expect(readme).toContain('courriel');
  });

  it('refuses a wrong password with -1, then -5 from the 6th try, exporting nothing', async () => {
    const { user: guessed } = await newUserWithAccount(t.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await exportData(guessed, WRONG_PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: -1, msg: 'Incorrect password.' });
    }
    const sixth = await exportData(guessed, guessed.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: -5, retry_after: expect.any(Number) });
    // The gates share the count: the banking gate is refused too.
    expect(
      (await guessed.call('POST', '/banking-information/get', guessed.password)).statusCode,
    ).toBe(429);
  });

  it('refuses a body that is not a password', async () => {
    const response = await user.call('POST', '/me/export', { password: user.password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: -2 });
  });
});

describe('DELETE /api/v1/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Rows referencing `userId` in every table with a user_id column (future tables too), and users. */
  async function rowsReferencing(userId: string): Promise<Record<string, number>> {
    const tables = await rowsOf<{ table_name: string }>(
      t.app.db,
      sql`select table_name from information_schema.columns
          where table_schema = current_schema() and column_name = 'user_id'
          order by table_name`,
    );
    // sessions, reset tokens, security events, the five profile tables, budgets, banking, letters.
    expect(tables.length).toBeGreaterThanOrEqual(11);
    const counts: Record<string, number> = {};
    for (const { table_name: table } of [...tables, { table_name: 'users' }]) {
      const column = table === 'users' ? 'id' : 'user_id';
      const [row] = await rowsOf<{ count: string }>(
        t.app.db,
        sql`select count(*)::text as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
      );
      counts[table] = Number(row?.count);
    }
    return counts;
  }

  async function deletionRecords() {
    return rowsOf<Record<string, unknown>>(
      t.app.db,
      sql`select * from account_deletions order by id`,
    );
  }

  it('removes every row of the user, keeps a record without personal data, and ends sign-in', async () => {
    const { user } = await fullUser(t.app);
    const { user: other, letterIds: otherLetters } = await fullUser(t.app, CAR_LOAN);
    // A wrong try first: its per-account counter names the user's email and must go too.
    expect((await deleteAccount(user, WRONG_PASSWORD)).statusCode).toBe(403);
    const before = await rowsReferencing(user.userId);
    expect(before.letters).toBe(2);
    expect(before.banking_accounts).toBe(1);
    const recordsBefore = await deletionRecords();

    const response = await deleteAccount(user, user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'Your account and all its data were deleted.',
    });

    const after = await rowsReferencing(user.userId);
    expect(
      Object.values(after).every((count) => count === 0),
      JSON.stringify(after),
    ).toBe(true);
    const counters = await rowsOf(
      t.app.db,
      sql`select 1 from throttle_counters where subject = ${throttleSubjectKey(PASSWORD_ACCOUNT_SCOPE, user.email)}`,
    );
    expect(counters).toEqual([]);

    const records = await deletionRecords();
    expect(records).toHaveLength(recordsBefore.length + 1);
    const record = records.at(-1) ?? {};
    expect(Object.keys(record).sort()).toEqual(['deleted_at', 'id']);
    expect(JSON.stringify(record)).not.toContain(user.userId);

    const signIn = await login(t.app, user.email, user.password);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toMatchObject({ code: -1 });
    expect((await user.call('GET', '/session')).json()).toMatchObject({ code: -4000 });

    // The other user's data is all there.
    const otherLeft = await rowsReferencing(other.userId);
    expect(otherLeft).toMatchObject({ letters: 2, banking_accounts: 2, identifications: 1 });
    const otherList = await other.list<[{ id: string }]>('/generate-pdf');
    expect(otherList.map(([letter]) => letter.id).sort()).toEqual([...otherLetters].sort());
    expect((await login(t.app, other.email, other.password)).statusCode).toBe(200);
  });

  it('changes nothing but the throttle on a wrong password, and throttles like a gate', async () => {
    const { user } = await fullUser(t.app);
    const { tables, statement } = await digestStatement(t.app.db);
    expect(tables).toContain('account_deletions');
    const before = await takeDigest(t.app.db, statement);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await deleteAccount(user, WRONG_PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: -1 });
    }
    // The digest leaves out the throttle counters, which a wrong password is meant to add to.
    expect(changedTables(before, await takeDigest(t.app.db, statement))).toEqual([]);
    const sixth = await deleteAccount(user, user.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: -5, retry_after: expect.any(Number) });
    expect((await rowsReferencing(user.userId)).users).toBe(1);
  });
});

describe('logging of exports and deletions', () => {
  let t: LoggedTestApp;
  beforeAll(async () => {
    t = await createLoggedTestApp();
  });
  afterAll(() => t.close());

  it('records that an export and a deletion happened, never whose data or which numbers', async () => {
    const { user } = await fullUser(t.app);
    await exportData(user, WRONG_PASSWORD);
    expect((await exportData(user, user.password)).statusCode).toBe(200);
    expect((await deleteAccount(user, user.password)).statusCode).toBe(200);

    const exports = t.lines.filter((line) => line.event === 'data_export');
    expect(exports.map((line) => line.outcome)).toEqual(['failure', 'success']);
    const deleted = t.lines.filter((line) => line.event === 'account_deleted');
    expect(deleted).toHaveLength(1);
    expect(JSON.stringify(deleted)).not.toContain(user.userId);
    const everything = JSON.stringify(t.lines);
    for (const secret of [
      user.password,
      WRONG_PASSWORD,
      user.email,
      VISA.full_account_number,
      IDENTIFICATION.license_number,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
