import { eq } from 'drizzle-orm';
import { bankingTexts as bankingMessages } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankingAccounts } from '../../src/db/schema-banking';
import { DELETED, NOT_FOUND, savedId, UNKNOWN_ID } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';
import { login } from '../support/auth';
import { createLoggedTestApp, type LoggedTestApp } from '../support/log-lines';
import {
  anotherSession,
  CAR_LOAN,
  newBankingUser,
  VISA,
  WRONG_PASSWORD,
  WRONG_PASSWORD_ANSWER,
} from './support';

const FIFTEEN_MINUTES = 15 * 60_000;

describe('/api/v1/banking-information', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists nothing at first, then the saved accounts sorted by account_name', async () => {
    const user = await newBankingUser(t.app);
    expect(await user.accounts()).toEqual([]);

    const visa = savedId(await user.create(VISA), 201);
    const loan = savedId(await user.create(CAR_LOAN), 201);
    const answer = await user.gate();
    expect(answer.statusCode).toBe(200);
    // 'autoloan Lakeshore' sorts before 'Maple Visa' whatever the case of the first letter.
    expect(answer.json()).toEqual([
      { id: loan, ...CAR_LOAN },
      { id: visa, ...VISA },
    ]);
  });

  it('answers -1 and 403 for a wrong gate password, -2 for an empty one, -4000 without a key', async () => {
    const user = await newBankingUser(t.app);
    savedId(await user.create(VISA), 201);
    const wrong = await user.gate(WRONG_PASSWORD);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(WRONG_PASSWORD_ANSWER);

    const empty = await user.gate('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: -2,
      errors: { body: 'Please enter your password.' },
    });
    const notAString = await user.call('POST', '/banking-information/get', {
      password: user.password,
    });
    expect(notAString.json().code).toBe(-2);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/banking-information/get',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(user.password),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(-4000);
  });

  it('updates an account with PUT and keeps amounts to the cent', async () => {
    const user = await newBankingUser(t.app);
    const id = savedId(await user.create(VISA), 201);
    const changed = {
      ...VISA,
      account_name: 'Maple Visa Infinite',
      full_account_number: '4520-8817-3306-4477',
      credit_limit: 12_500.99,
      account_status: '',
      correct_credit_balance: 1234.56,
      reported_credit_balance: 0.01,
      number_of_late_payments: 11,
    };
    expect(savedId(await user.update(id, changed), 200)).toBe(id);
    expect(await user.accounts()).toEqual([{ id, ...changed }]);

    const [row] = await t.database.handle.db
      .select()
      .from(bankingAccounts)
      .where(eq(bankingAccounts.id, id));
    expect(row).toMatchObject({
      creditLimitCents: 1_250_099,
      correctCreditBalanceCents: 123_456,
      reportedCreditBalanceCents: 1,
    });
  });

  it('stores amounts as exact integer cents (1234.56 stays 1234.56)', async () => {
    const user = await newBankingUser(t.app);
    const id = savedId(await user.create({ ...CAR_LOAN, credit_limit: 1234.56 }), 201);
    const [row] = await t.database.handle.db
      .select()
      .from(bankingAccounts)
      .where(eq(bankingAccounts.id, id));
    expect(row).toMatchObject({
      creditLimitCents: 123_456,
      correctCreditBalanceCents: 10,
      reportedCreditBalanceCents: 1_000_000_000,
    });
    const [listed] = await user.accounts();
    expect(listed).toMatchObject({
      credit_limit: 1234.56,
      correct_credit_balance: 0.1,
      reported_credit_balance: 10_000_000,
    });
  });

  it('keeps the full account number encrypted: the column holds no plain digits', async () => {
    const user = await newBankingUser(t.app);
    const id = savedId(await user.create(VISA), 201);
    const [row] = await t.database.handle.db
      .select()
      .from(bankingAccounts)
      .where(eq(bankingAccounts.id, id));
    if (!row) throw new Error('no row');
    const sealed = row.accountNumberSealed;
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const plain = [VISA.full_account_number, '4520881733069012', '33069012', '8817 3306'];
    for (const digits of plain) expect(JSON.stringify(row)).not.toContain(digits);
    // Not even the last 4 digits (the ones the list shows) are in the sealed bytes.
    expect(Buffer.from(sealed, 'base64').includes('9012')).toBe(false);
    // Only the app's cipher, with this owner's context, opens it.
    const context = `banking_accounts.full_account_number:${row.userId}`;
    expect(t.app.cipher.decryptText(sealed, context)).toBe(VISA.full_account_number);
    expect(() =>
      t.app.cipher.decryptText(sealed, 'banking_accounts.full_account_number:x'),
    ).toThrow();
  });

  it('refuses a create or an update with a wrong or missing secret and stores nothing', async () => {
    const user = await newBankingUser(t.app);
    const wrong = await user.create(VISA, WRONG_PASSWORD);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(WRONG_PASSWORD_ANSWER);
    const missing = await user.call('POST', '/banking-information', VISA);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: -2,
      errors: { secret: 'Please enter your password.' },
    });
    expect(await user.accounts()).toEqual([]);

    const id = savedId(await user.create(VISA), 201);
    const refused = await user.update(id, CAR_LOAN, WRONG_PASSWORD);
    expect(refused.json()).toEqual(WRONG_PASSWORD_ANSWER);
    expect(await user.accounts()).toEqual([{ id, ...VISA }]);
  });

  it('answers -2 with the spec messages for missing required fields', async () => {
    const user = await newBankingUser(t.app);
    const response = await user.call('POST', '/banking-information', {
      secret: user.password,
      account_name: ' ',
      full_account_number: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      account_name: bankingMessages.accountName,
      full_account_number: bankingMessages.fullAccountNumber,
      credit_limit: bankingMessages.creditLimit,
      correct_credit_balance: bankingMessages.correctCreditBalance,
      reported_credit_balance: bankingMessages.reportedCreditBalance,
      number_of_late_payments: bankingMessages.latePayments,
      date_of_last_activity: bankingMessages.dateOfLastActivity,
      date_opened: bankingMessages.dateOpened,
    });
    const extra = await user.create({ ...VISA, user_id: UNKNOWN_ID });
    expect(extra.json()).toMatchObject({ code: -2, errors: { user_id: expect.any(String) } });
    expect(await user.accounts()).toEqual([]);
  });

  it("never reads, changes or deletes another user's account (-3, nothing changes)", async () => {
    const owner = await newBankingUser(t.app);
    const visa = savedId(await owner.create(VISA), 201);
    const intruder = await newBankingUser(t.app);
    // The intruder's own gate succeeds (opening the grant), and still shows only their accounts.
    expect(await intruder.accounts()).toEqual([]);

    for (const id of [visa, UNKNOWN_ID]) {
      const put = await intruder.update(id, { ...CAR_LOAN, account_name: 'Taken over' });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual(NOT_FOUND);
      const del = await intruder.remove(id);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual(NOT_FOUND);
    }
    expect(await owner.accounts()).toEqual([{ id: visa, ...VISA }]);
    expect(await intruder.accounts()).toEqual([]);
  });

  it('deletes by bare id within the grant of a successful gate', async () => {
    const user = await newBankingUser(t.app);
    const visa = savedId(await user.create(VISA), 201);
    const loan = savedId(await user.create(CAR_LOAN), 201);
    await user.accounts();
    const response = await user.remove(visa);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DELETED);
    expect(await user.accounts()).toEqual([{ id: loan, ...CAR_LOAN }]);
    expect((await user.remove(visa)).json()).toEqual(NOT_FOUND);
  });

  it('refuses a delete on a session without a grant, and keeps grants per session', async () => {
    const user = await newBankingUser(t.app);
    const visa = savedId(await user.create(VISA), 201);
    // Creating needs the secret but opens no grant: only the gate does.
    const refused = await user.remove(visa);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: -1, msg: bankingMessages.stepUpRequired });

    await user.accounts();
    const second = await anotherSession(t.app, user);
    expect((await second.remove(visa)).json()).toEqual({
      code: -1,
      msg: bankingMessages.stepUpRequired,
    });
    // A wrong gate password opens nothing either.
    await second.gate(WRONG_PASSWORD);
    expect((await second.remove(visa)).json().code).toBe(-1);
    expect(await user.accounts()).toEqual([{ id: visa, ...VISA }]);
  });
});

describe('banking step-up grant expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a delete once 15 minutes have passed since the last successful gate', async () => {
    const user = await newBankingUser(t.app);
    const visa = savedId(await user.create(VISA), 201);
    const loan = savedId(await user.create(CAR_LOAN), 201);
    await user.accounts();
    t.clock.advance(FIFTEEN_MINUTES - 1000);
    expect((await user.remove(loan)).json()).toEqual(DELETED);

    await user.accounts();
    t.clock.advance(FIFTEEN_MINUTES + 1000);
    const expired = await user.remove(visa);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ code: -1, msg: bankingMessages.stepUpRequired });
    // The gate again: a new grant, and the delete goes through.
    expect(await user.accounts()).toEqual([{ id: visa, ...VISA }]);
    expect((await user.remove(visa)).json()).toEqual(DELETED);
  });
});

describe('banking password throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts wrong passwords at the gate and at login alike: -5 from the 6th try', async () => {
    const user = await newBankingUser(t.app);
    const visa = savedId(await user.create(VISA), 201);
    const tries = [
      () => user.gate(WRONG_PASSWORD),
      () => login(t.app, user.email, WRONG_PASSWORD),
      () => user.create(CAR_LOAN, WRONG_PASSWORD),
      () => login(t.app, user.email, WRONG_PASSWORD),
      () => user.gate(WRONG_PASSWORD),
    ];
    for (const attempt of tries) expect((await attempt()).json().code).toBe(-1);

    // The 6th try is refused even with the right password, at the gate, on writes and at login.
    const gate = await user.gate();
    expect(gate.statusCode).toBe(429);
    expect(gate.headers['retry-after']).toBe('900');
    expect(gate.json()).toEqual({
      code: -5,
      msg: 'Too many attempts. Please try again in 15 minutes.',
      retry_after: 900,
    });
    expect((await user.update(visa, CAR_LOAN)).json().code).toBe(-5);
    expect((await login(t.app, user.email, user.password)).json().code).toBe(-5);

    t.clock.advance(FIFTEEN_MINUTES);
    expect(await user.accounts()).toEqual([{ id: visa, ...VISA }]);
  });

  it('a right gate password starts the count again', async () => {
    const user = await newBankingUser(t.app);
    for (let i = 0; i < 4; i += 1) expect((await user.gate(WRONG_PASSWORD)).json().code).toBe(-1);
    expect((await user.gate()).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await user.gate(WRONG_PASSWORD)).json().code).toBe(-1);
    expect((await user.gate()).json().code).toBe(-5);
  });
});

describe('banking logging', () => {
  let t: LoggedTestApp;
  beforeAll(async () => {
    t = await createLoggedTestApp();
  });
  afterAll(() => t.close());

  it('logs gate outcomes and refused deletes, never the password or the account number', async () => {
    const user = await newBankingUser(t.app);
    const id = savedId(await user.create(VISA), 201);
    await user.gate(WRONG_PASSWORD);
    await anotherSession(t.app, user).then((other) => other.remove(id));
    await user.accounts();

    const gates = t.lines.filter((line) => line.event === 'banking_gate');
    expect(gates.map((line) => line.outcome)).toEqual(['failure', 'success']);
    expect(t.lines.some((line) => line.reason === 'step_up_required')).toBe(true);
    const everything = JSON.stringify(t.lines);
    for (const secret of [user.password, WRONG_PASSWORD, VISA.full_account_number, '8817 3306']) {
      expect(everything).not.toContain(secret);
    }
  });
});
