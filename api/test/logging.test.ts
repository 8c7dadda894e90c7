import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, statementName } from '../src/http/logging';
import {
  ERROR_OF_ADDRESS_LETTER,
  generate,
  type LettersUser,
  newLettersUser,
  ONTARIO_ADDRESS,
  ONTARIO_CONTACT,
} from './letters-api/support';
import { createTestApp, type TestApp } from './support/app';

/**
 * No personal data in any log line (decisions.md section 4). Before, a failing query logged its
 * parameters: emails, names, dates of birth, and 55 KB of a sealed letter.
 */

describe('statementName', () => {
  it('names a statement by its verb and table, never its values', () => {
    expect(statementName('insert into "contacts" ("id", "email") values ($1, $2)')).toBe(
      'insert into contacts',
    );
    expect(statementName('update "users" set "password_hash" = $1 where "id" = $2')).toBe(
      'update users',
    );
    expect(statementName('select "id", "email" from "users" where "email" = $1 limit $2')).toBe(
      'select from users',
    );
    expect(statementName('delete from "sessions" where "user_id" = $1')).toBe(
      'delete from sessions',
    );
    expect(statementName('SELECT pg_advisory_lock($1)')).toBe('select');
  });
});

describe('request lines', () => {
  /** A test app whose log lines are collected, parsed. */
  async function appWithLog(): Promise<{ t: TestApp; lines: Record<string, unknown>[] }> {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return { t: await createTestApp({ logger: { ...loggerOptions('info'), stream } }), lines };
  }

  it('are one compact line per request, without headers or the query string', async () => {
    const { t, lines } = await appWithLog();
    try {
      const user = await newLettersUser(t.app);
      const before = lines.length;
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/contact?probe=monitor',
        headers: { 'user-agent': 'probe/1.0', 'x-api-key': user.key },
      });
      // Lines of the request (start-up lines, such as a missing build, have no request id).
      const ofRequest = lines.slice(before).filter((line) => line.reqId);
      expect(ofRequest).toHaveLength(1);
      expect(ofRequest[0]).toMatchObject({
        msg: 'request',
        method: 'GET',
        path: '/api/v1/contact',
        status: 200,
        ms: expect.any(Number),
        reqId: expect.any(String),
      });
      expect(JSON.stringify(ofRequest)).not.toMatch(/probe/);
      expect(JSON.stringify(ofRequest)).not.toContain(user.key);
    } finally {
      await t.close();
    }
  });

  it('are not written for an answered health probe, which a monitor sends every few seconds', async () => {
    const { t, lines } = await appWithLog();
    try {
      const before = lines.length;
      for (const url of ['/api/v1/health', '/api/v1/health/ready']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      expect(lines.slice(before).filter((line) => line.reqId)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('error logs of failing queries', () => {
  const lines: string[] = [];
  let t: TestApp;
  let user: LettersUser;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: { ...loggerOptions('info'), stream } });
    user = await newLettersUser(t.app);
    const address = await user.call('POST', '/address', ONTARIO_ADDRESS);
    expect(address.statusCode).toBe(201);
    // Every new contact and letter row now fails in the database, as a broken deployment would.
    await t.app.db.execute(
      sql`ALTER TABLE contacts ADD CONSTRAINT refuse_all_for_test CHECK (false) NOT VALID`,
    );
    await t.app.db.execute(
      sql`ALTER TABLE letters ADD CONSTRAINT refuse_all_for_test CHECK (false) NOT VALID`,
    );
  });
  afterAll(() => t.close());

  const errorLines = () =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.err);

  it('logs the statement and the error code, never the parameters', async () => {
    lines.length = 0;
    const response = await user.call('POST', '/contact', ONTARIO_CONTACT);
    expect(response.statusCode).toBe(500);

    const [logged] = errorLines();
    expect(logged?.err).toMatchObject({
      type: 'DrizzleQueryError',
      statement: 'insert into contacts',
      cause: { code: '23514', constraint: 'refuse_all_for_test', table: 'contacts' },
    });
    const everything = lines.join('\n');
    for (const personal of [
      ONTARIO_CONTACT.email,
      ONTARIO_CONTACT.last_name,
      ONTARIO_CONTACT.date_of_birth,
      ONTARIO_CONTACT.home_phone,
      user.email,
    ]) {
      expect(everything).not.toContain(personal);
    }
  });

  it('logs no letter bytes when storing a letter fails', async () => {
    await t.app.db.execute(sql`ALTER TABLE contacts DROP CONSTRAINT refuse_all_for_test`);
    expect((await user.call('POST', '/contact', ONTARIO_CONTACT)).statusCode).toBe(201);
    lines.length = 0;

    const response = await generate(user, ERROR_OF_ADDRESS_LETTER);
    expect(response.json().code).toBe(-1001);
    const [logged] = errorLines();
    expect(logged?.err).toMatchObject({ statement: 'insert into letters' });
    const everything = lines.join('\n');
    expect(everything.length).toBeLessThan(8_000);
    expect(everything).not.toContain('Harbord');
    expect(everything).not.toContain(ONTARIO_CONTACT.last_name);
  });
});
