import { Writable } from 'node:stream';
import { LETTER_BODIES } from 'shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { letterTemplate, type RegisteredLetter, type RequestBuildOptions } from '../../src/letters';
import { type GenerateDependencies, generateLetters } from '../../src/letters-store/generate';
import { loadLetterSnapshot } from '../../src/letters-store/letters';
import { userPasswordVerifier } from '../../src/letters-store/password-gate';
import { VISA, WRONG_PASSWORD } from '../banking/support';
import { pdfText, squeeze } from '../letters/fixtures';
import { UNKNOWN_ID } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';
import {
  download,
  type GenerateAnswerBody,
  generate,
  type LettersUser,
  newLettersUser,
  newUserWithAccount,
} from './support';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ logger: { level: 'info', stream: logStream } });
});

afterAll(async () => {
  await test?.close();
});

const WRONG_PASSWORD_ANSWER = { code: -1, msg: 'Incorrect password.' };
const NOT_FOUND = { code: -3, msg: 'Not found' };
const CAPITAL_ONE = 'Capital One (Canada) - Customer Service (Capital One Mastercard)';

const userWithAccount = () => newUserWithAccount(test.app);

async function creditorId(company: string): Promise<string> {
  const user = await newLettersUser(test.app);
  const list = await user.list<[string, string]>('/creditor/list');
  const entry = list.find(([, name]) => name === company);
  if (!entry) throw new Error(`${company} is not in the directory`);
  return entry[0];
}

async function storedLetters(user: LettersUser): Promise<unknown[]> {
  return user.list('/generate-pdf');
}

/**
 * Stand-ins for the repair letters with their real body schemas: they record the build options
 * the service gives them and build the free report's Equifax letter, so these tests exercise the
 * service whatever the real templates print.
 */
function recordingTemplates() {
  const built: RequestBuildOptions[] = [];
  const free = letterTemplate('credit_report_request');
  if (!free) throw new Error('the free report is not registered');
  const stub = (type: 'adjust_balance' | 'does_not_have_account' | 'dispute_creditor') => {
    const schema: z.ZodType = LETTER_BODIES[type];
    const registered: RegisteredLetter = {
      type,
      group: 1,
      input: schema,
      build(body, personal, options) {
        const parsed = schema.safeParse(body);
        if (!parsed.success) return { ok: false, error: parsed.error };
        built.push(options);
        const letter = free.build({ bureau: 'Equifax' }, personal, options);
        return letter.ok ? { ...letter, input: parsed.data } : letter;
      },
    };
    return registered;
  };
  const templates = new Map(
    (['adjust_balance', 'does_not_have_account', 'dispute_creditor'] as const).map((type) => [
      type,
      stub(type),
    ]),
  );
  return { built, templateFor: (type: string) => templates.get(type as 'adjust_balance') };
}

function serviceDeps(
  user: LettersUser,
  templateFor: GenerateDependencies['templateFor'],
): GenerateDependencies {
  const { db, cipher, clock, passwordThrottles } = test.app;
  return {
    db,
    cipher,
    clock,
    verifyPassword: userPasswordVerifier(db, passwordThrottles, user.userId, '127.0.0.1'),
    ...(templateFor ? { templateFor } : {}),
  };
}

const adjustBalance = (accountId: string, password: string) => ({
  letter: 'adjust_balance',
  account_id: accountId,
  reported_balance_amount: 1534.07,
  balance_adjustment: 1234.56,
  password,
  bureau: 'Equifax',
});

describe('the generate service with a password and ids in the body', () => {
  it('verifies the password, then gives the template the decrypted account; the snapshot keeps no password', async () => {
    const { user, accountId } = await userWithAccount();
    const { built, templateFor } = recordingTemplates();
    const outcome = await generateLetters(
      serviceDeps(user, templateFor),
      user.userId,
      adjustBalance(accountId, user.password),
    );
    expect(outcome.kind).toBe('stored');
    expect(built).toHaveLength(1);
    const { id: _id, ...account } = { id: accountId, ...VISA };
    expect(built[0]?.account).toEqual(account);
    expect(built[0]?.creditor).toBeUndefined();

    const id = outcome.kind === 'stored' ? (outcome.ids[0] ?? '') : '';
    const snapshot = await loadLetterSnapshot(test.app.db, test.app.cipher, user.userId, id);
    expect(snapshot?.input).toEqual({
      account_id: accountId,
      reported_balance_amount: 1534.07,
      balance_adjustment: 1234.56,
      bureau: 'Equifax',
    });
    expect(JSON.stringify(snapshot)).not.toContain(user.password);
  });

  it('refuses a wrong password before reading anything: no build, nothing stored', async () => {
    const { user, accountId } = await userWithAccount();
    const { built, templateFor } = recordingTemplates();
    const outcome = await generateLetters(
      serviceDeps(user, templateFor),
      user.userId,
      adjustBalance(accountId, WRONG_PASSWORD),
    );
    expect(outcome).toEqual({ kind: 'wrongPassword' });
    expect(built).toEqual([]);
    expect(await storedLetters(user)).toEqual([]);
  });

  it('checks the password before the personal information (-1, not -1002, without a profile)', async () => {
    const user = await newLettersUser(test.app);
    const { templateFor } = recordingTemplates();
    const deps = serviceDeps(user, templateFor);
    expect(
      await generateLetters(deps, user.userId, adjustBalance(UNKNOWN_ID, WRONG_PASSWORD)),
    ).toEqual({ kind: 'wrongPassword' });
    expect(
      await generateLetters(deps, user.userId, adjustBalance(UNKNOWN_ID, user.password)),
    ).toEqual({ kind: 'incomplete', code: -1002 });
  });

  it("answers not found for another user's account and stores nothing", async () => {
    const owner = await userWithAccount();
    const { user } = await userWithAccount();
    const { built, templateFor } = recordingTemplates();
    const outcome = await generateLetters(
      serviceDeps(user, templateFor),
      user.userId,
      adjustBalance(owner.accountId, user.password),
    );
    expect(outcome).toEqual({ kind: 'notFound', field: 'account_id' });
    expect(built).toEqual([]);
    expect(await storedLetters(user)).toEqual([]);
  });

  it('gives the template the directory creditor, province as the wizard names it', async () => {
    const { user } = await userWithAccount();
    const { built, templateFor } = recordingTemplates();
    const id = await creditorId(CAPITAL_ONE);
    const outcome = await generateLetters(serviceDeps(user, templateFor), user.userId, {
      letter: 'does_not_have_account',
      account_number: '5191 2300 4455 6677',
      creditor_id: id,
    });
    expect(outcome.kind).toBe('stored');
    expect(built[0]?.creditor).toEqual({
      id,
      company: CAPITAL_ONE,
      address: 'P.O. Box 503, Stn. D',
      city: 'Scarborough',
      province: 'Ontario',
      postal_code: 'M1R 5L1',
      fax: '',
      fax_confirmed: false,
      addressee: 'Capital One (Canada)',
      department: 'Customer Service',
    });
    expect(built[0]?.account).toBeUndefined();
  });

  it('answers not found for an unknown creditor_id and stores nothing', async () => {
    const { user } = await userWithAccount();
    const { built, templateFor } = recordingTemplates();
    const outcome = await generateLetters(serviceDeps(user, templateFor), user.userId, {
      letter: 'does_not_have_account',
      account_number: '5191 2300 4455 6677',
      creditor_id: UNKNOWN_ID,
    });
    expect(outcome).toEqual({ kind: 'notFound', field: 'creditor_id' });
    expect(built).toEqual([]);
    expect(await storedLetters(user)).toEqual([]);
  });

  it('loads no creditor when creditor_id is null (typed in by the user)', async () => {
    const { user, accountId } = await userWithAccount();
    const { built, templateFor } = recordingTemplates();
    const outcome = await generateLetters(serviceDeps(user, templateFor), user.userId, {
      letter: 'dispute_creditor',
      creditor_id: null,
      creditor_name: 'Lakeshore Collections',
      creditor_street_address: '1 Front St W',
      creditor_city: 'Toronto',
      creditor_province: 'Ontario',
      creditor_postal_code: 'M5J 2N1',
      account_id: accountId,
      creditor_reference_number: 'REF-77',
      original_creditor: 'Maple Bank',
      password: user.password,
    });
    expect(outcome.kind).toBe('stored');
    expect(built[0]?.creditor).toBeUndefined();
    expect(built[0]?.account?.full_account_number).toBe(VISA.full_account_number);
  });
});

describe('POST /generate-pdf with the real templates', () => {
  it('generates adjust_balance with the right password: the PDF prints the account', async () => {
    const { user, accountId } = await userWithAccount();
    const response = await generate(user, adjustBalance(accountId, user.password));
    expect(response.statusCode).toBe(201);
    const answer = response.json<GenerateAnswerBody>();
    expect(answer).toMatchObject({ code: 0, result: 200 });
    const text = squeeze(pdfText((await download(user, answer.id)).rawPayload));
    expect(text).toContain('Maple Visa');
    // To a bureau: the account number's last four digits only.
    expect(text).toContain('•••• 9012');
    expect(text).not.toContain(VISA.full_account_number);
    expect(text).toContain('$1,534.07');
    expect(text).toContain('$1,234.56');
    expect(text).toContain('Equifax');

    const snapshot = await loadLetterSnapshot(
      test.app.db,
      test.app.cipher,
      user.userId,
      answer.id ?? '',
    );
    expect(JSON.stringify(snapshot)).not.toContain(user.password);
    expect(snapshot?.input).not.toHaveProperty('password');
  });

  it('answers -1 (403) for a wrong password and stores nothing', async () => {
    const { user, accountId } = await userWithAccount();
    const response = await generate(user, adjustBalance(accountId, WRONG_PASSWORD));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(WRONG_PASSWORD_ANSWER);
    expect(await storedLetters(user)).toEqual([]);
  });

  it('shares the login throttle: -5 (429, retry_after) from the 6th wrong try, right password included', async () => {
    const { user, accountId } = await userWithAccount();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await generate(user, adjustBalance(accountId, WRONG_PASSWORD))).json()).toEqual(
        WRONG_PASSWORD_ANSWER,
      );
    }
    const throttled = await generate(user, adjustBalance(accountId, user.password));
    expect(throttled.statusCode).toBe(429);
    const answer = throttled.json<{ code: number; msg: string; retry_after: number }>();
    expect(answer).toEqual({
      code: -5,
      msg: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/),
      retry_after: expect.any(Number),
    });
    expect(answer.retry_after).toBeGreaterThan(0);
    expect(throttled.headers['retry-after']).toBe(String(answer.retry_after));
    // The banking gate and the login count the same tries.
    expect(
      (await user.call('POST', '/banking-information/get', user.password)).json(),
    ).toMatchObject({ code: -5 });
    expect(await storedLetters(user)).toEqual([]);
  });

  it("answers -3 (404) for another user's account_id and stores nothing", async () => {
    const owner = await userWithAccount();
    const { user } = await userWithAccount();
    const response = await generate(user, adjustBalance(owner.accountId, user.password));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(await storedLetters(user)).toEqual([]);
  });

  it('generates does_not_have_account to the directory creditor named by creditor_id', async () => {
    const { user } = await userWithAccount();
    const response = await generate(user, {
      letter: 'does_not_have_account',
      account_number: '5191 2300 4455 6677',
      creditor_id: await creditorId(CAPITAL_ONE),
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<GenerateAnswerBody>();
    const text = squeeze(pdfText((await download(user, id)).rawPayload));
    // The organisation, then its department on a line of its own, then the address.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Capital One (Canada) Customer Service P.O. Box 503, Stn. D',
    );
    expect(text).toContain('Scarborough');
    expect(text).toContain('5191 2300 4455 6677');
  });

  it('answers -3 (404) for an unknown creditor_id and stores nothing', async () => {
    const { user } = await userWithAccount();
    const response = await generate(user, {
      letter: 'does_not_have_account',
      account_number: '5191 2300 4455 6677',
      creditor_id: UNKNOWN_ID,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(await storedLetters(user)).toEqual([]);
  });

  it('never writes a password to the log', async () => {
    const { user, accountId } = await userWithAccount();
    const secret = 'Wrong-But-Distinctive-Password-991';
    await generate(user, adjustBalance(accountId, secret));
    await generate(user, adjustBalance(accountId, user.password));
    const log = logLines.join('\n');
    expect(log).toContain('letter password refused');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(user.password);
  });
});
