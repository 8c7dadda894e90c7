import { eq } from 'drizzle-orm';
import { DEFAULT_BUDGET } from 'shared/contract';
import { budgetTexts as budgetMessages } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/auth/users';
import { budgets } from '../src/db/schema';
import { newUser } from './profile/support';
import { createTestApp, type TestApp } from './support/app';

const SAVED = {
  income: [
    { description: 'Your take home pay', frequency: 'Weekly', amount: 1234.56 },
    { description: 'Tips', frequency: 'Bi-Weekly', amount: 0.1 },
    { description: 'Max', frequency: 'Annually', amount: 10_000_000 },
  ],
  outgoing: [
    { description: 'Electricity', frequency: 'Quarterly', amount: 0.01 },
    {
      description: 'Accomodation (Rent or House Mortgage Tax and Expenses)',
      frequency: 'Monthly',
      amount: 1999.99,
    },
  ],
};

const OK = { code: 0, msg: 'OK' };

describe('/api/v1/budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the default rows in French for a page in French', async () => {
    const user = await newUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/budget',
      headers: { 'x-api-key': user.key, 'accept-language': 'fr-CA' },
    });
    expect(response.json().income[0]).toEqual({
      description: 'Votre salaire net',
      frequency: 'Weekly',
      amount: 0,
    });
    expect(
      response.json().outgoing.map((row: { description: string }) => row.description),
    ).toContain('Électricité');
    // The same rows, frequencies and amounts as the English ones: only the names differ.
    expect(response.json().outgoing).toHaveLength(DEFAULT_BUDGET.outgoing.length);
  });

  it('answers the default rows of spec section 9 to a user who never saved', async () => {
    const user = await newUser(t.app);
    const response = await user.call('GET', '/budget');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_BUDGET);
    expect(response.json().income[0]).toEqual({
      description: 'Your take home pay',
      frequency: 'Weekly',
      amount: 0,
    });
    expect(response.json().outgoing).toHaveLength(12);
  });

  it('saves both tables and loads them back to the cent', async () => {
    const user = await newUser(t.app);
    const put = await user.call('PUT', '/budget', SAVED);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(OK);
    expect((await user.call('GET', '/budget')).json()).toEqual(SAVED);

    // Amounts are kept in integer cents, not floating dollars.
    const { db } = t.database.handle;
    const owner = await findUserByEmail(db, user.email);
    const [row] = await db
      .select()
      .from(budgets)
      .where(eq(budgets.userId, owner?.id ?? ''));
    expect(row?.income.map((stored) => stored.amountCents)).toEqual([123456, 10, 1_000_000_000]);

    const emptied = { income: [], outgoing: [SAVED.outgoing[1]] };
    expect((await user.call('PUT', '/budget', emptied)).json()).toEqual(OK);
    expect((await user.call('GET', '/budget')).json()).toEqual(emptied);
  });

  it("keeps one user's budget from another", async () => {
    const owner = await newUser(t.app);
    await owner.call('PUT', '/budget', SAVED);
    const other = await newUser(t.app);
    expect((await other.call('GET', '/budget')).json()).toEqual(DEFAULT_BUDGET);
    expect((await owner.call('GET', '/budget')).json()).toEqual(SAVED);
  });

  it('refuses invalid tables with -2 and keeps the saved budget', async () => {
    const user = await newUser(t.app);
    await user.call('PUT', '/budget', SAVED);
    const row = { description: 'Rent', frequency: 'Monthly', amount: 100 };
    const cases: [unknown, Record<string, string>][] = [
      [
        { ...SAVED, outgoing: Array.from({ length: 101 }, () => row) },
        { outgoing: budgetMessages.tooManyRows },
      ],
      [
        { ...SAVED, income: [{ ...row, description: 'x'.repeat(121) }] },
        { 'income.0.description': budgetMessages.descriptionTooLong },
      ],
      [
        { ...SAVED, income: [{ ...row, description: '  ' }] },
        { 'income.0.description': budgetMessages.descriptionRequired },
      ],
      [
        { ...SAVED, income: [{ ...row, amount: -1 }] },
        { 'income.0.amount': budgetMessages.amountInvalid },
      ],
      [
        { ...SAVED, income: [{ ...row, amount: 1.234 }] },
        { 'income.0.amount': budgetMessages.amountInvalid },
      ],
      [
        { ...SAVED, outgoing: [row, { ...row, amount: 10_000_000.01 }] },
        { 'outgoing.1.amount': budgetMessages.amountInvalid },
      ],
      [
        { ...SAVED, income: [{ ...row, amount: '100' }] },
        { 'income.0.amount': budgetMessages.amountInvalid },
      ],
      [
        { ...SAVED, income: [{ ...row, frequency: 'Daily' }] },
        { 'income.0.frequency': budgetMessages.frequencyInvalid },
      ],
      [
        { ...SAVED, income: [{ ...row, note: 'x' }] },
        { 'income.0.note': 'This field is not allowed.' },
      ],
      [{ income: SAVED.income }, { outgoing: expect.any(String) }],
      [{ ...SAVED, savings: 1 }, { savings: 'This field is not allowed.' }],
    ];
    for (const [body, errors] of cases) {
      const response = await user.call('PUT', '/budget', body);
      expect(response.statusCode, JSON.stringify(errors)).toBe(400);
      expect(response.json()).toMatchObject({ code: -2, errors });
    }
    for (const body of [undefined, [], 'budget']) {
      const response = await user.call('PUT', '/budget', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(-2);
    }
    expect((await user.call('GET', '/budget')).json()).toEqual(SAVED);
  });

  it('accepts 100 rows of 120 characters', async () => {
    const user = await newUser(t.app);
    const rows = Array.from({ length: 100 }, (_, index) => ({
      description: `${String(index).padStart(3, '0')}${'x'.repeat(117)}`,
      frequency: 'Monthly',
      amount: index + 0.99,
    }));
    const full = { income: rows, outgoing: rows };
    expect((await user.call('PUT', '/budget', full)).json()).toEqual(OK);
    expect((await user.call('GET', '/budget')).json()).toEqual(full);
  });

  it('answers -4000 without a session key', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/budget' });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(-4000);
    }
  });
});
