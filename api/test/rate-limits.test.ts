import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { letters } from '../src/db/schema-letters';
import { RATE_LIMIT_WINDOW_MS, uniformRateLimits } from '../src/http/rate-limits';
import {
  download,
  ERROR_OF_ADDRESS_LETTER,
  generateIds,
  type LettersUser,
  newUserWithAccount,
} from './letters-api/support';
import { createTestApp, type TestApp } from './support/app';
import { GOOD_PASSWORD, uniqueEmail } from './support/auth';
import { createTestDatabase, type TestDatabase } from './support/database';

/**
 * Register, letter generation and exports are limited per address and per user, in the database
 * (decisions.md section 4): before, one address made 200 accounts in 4.5 s.
 */

const HOUR_SECONDS = RATE_LIMIT_WINDOW_MS / 1000;

const ADDRESS_LETTER = ERROR_OF_ADDRESS_LETTER;

function registerFrom(app: FastifyInstance, remoteAddress: string, email = uniqueEmail()) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: { email, password: GOOD_PASSWORD, accept_terms: true },
    remoteAddress,
  });
}

async function userCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('registration, per address', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const config = {
      rateLimits: { ...uniformRateLimits(1000), register: { perAddress: 3, perUser: 0 } },
    };
    // Two API processes on one database: the count is the database's, not a process's.
    first = await createTestApp({ database, config });
    second = await createTestApp({ database, config });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('refuses the next account from an address with -5 and retry_after, and makes none', async () => {
    const script = '203.0.113.20';
    expect((await registerFrom(first.app, script)).statusCode).toBe(201);
    expect((await registerFrom(second.app, script)).statusCode).toBe(201);
    expect((await registerFrom(first.app, script)).statusCode).toBe(201);
    const before = await userCount(first.app);

    const refused = await registerFrom(second.app, script);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: -5,
      msg: 'Too many attempts. Please try again in 60 minutes.',
      retry_after: HOUR_SECONDS,
    });
    expect(refused.headers['retry-after']).toBe(String(HOUR_SECONDS));
    expect(await userCount(first.app)).toBe(before);

    // Another address is not affected, and the window passes.
    expect((await registerFrom(first.app, '198.51.100.20')).statusCode).toBe(201);
    first.clock.advance(RATE_LIMIT_WINDOW_MS);
    second.clock.advance(RATE_LIMIT_WINDOW_MS);
    expect((await registerFrom(second.app, script)).statusCode).toBe(201);
  });

  it('does not count a refused body', async () => {
    const address = '203.0.113.21';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const invalid = await first.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        payload: { email: 'not-an-email', password: GOOD_PASSWORD, accept_terms: true },
        remoteAddress: address,
      });
      expect(invalid.json().code).toBe(-2);
    }
    expect((await registerFrom(first.app, address)).statusCode).toBe(201);
  });
});

describe('letters and exports, per user and per address', () => {
  let t: TestApp;
  let user: LettersUser;
  let neighbour: LettersUser;
  beforeAll(async () => {
    t = await createTestApp({
      database,
      config: {
        rateLimits: {
          ...uniformRateLimits(1000),
          letters: { perAddress: 5, perUser: 2 },
          exports: { perAddress: 1000, perUser: 2 },
        },
      },
    });
    ({ user } = await newUserWithAccount(t.app));
    ({ user: neighbour } = await newUserWithAccount(t.app));
  });
  afterAll(() => t.close());

  const storedLetters = async (who: LettersUser) => {
    const [row] = await t.app.db
      .select({ value: count() })
      .from(letters)
      .where(eq(letters.userId, who.userId));
    return row?.value ?? 0;
  };

  it('refuses a user’s letters past the limit and stores nothing; the neighbour goes on', async () => {
    const [id] = await generateIds(user, ADDRESS_LETTER);
    await generateIds(user, { ...ADDRESS_LETTER, bureau: 'TransUnion' });
    const refused = await user.call('POST', '/generate-pdf', ADDRESS_LETTER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: -5, retry_after: HOUR_SECONDS });
    expect(await storedLetters(user)).toBe(2);

    // Same address (every inject comes from 127.0.0.1), another user: under both limits.
    await generateIds(neighbour, ADDRESS_LETTER);

    // Downloads have their own limit.
    expect((await download(user, id)).statusCode).toBe(200);
    expect((await download(user, id)).statusCode).toBe(200);
    expect((await download(user, id)).json()).toMatchObject({ code: -5 });
  });

  it('refuses every user of an address past the address limit', async () => {
    // The address has sent four requests above (the refused one counts: it was sent); a fresh
    // user sends the fifth.
    const { user: third } = await newUserWithAccount(t.app);
    await generateIds(third, ADDRESS_LETTER);
    const refused = await third.call('POST', '/generate-pdf', ADDRESS_LETTER);
    expect(refused.json()).toMatchObject({ code: -5 });
    const fromElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/generate-pdf',
      payload: ADDRESS_LETTER,
      headers: { 'x-api-key': third.key },
      remoteAddress: '198.51.100.30',
    });
    expect(fromElsewhere.statusCode).toBe(201);
  });
});
