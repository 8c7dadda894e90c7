import { eq } from 'drizzle-orm';
import { bankingTexts as bankingMessages, bankingTextsFr } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankingAccounts } from '../../src/db/schema-banking';
import { NOT_FOUND, savedId } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';
import { CAR_LOAN, newBankingUser, VISA } from './support';

/** The spec's fields only: what a client that knows nothing of issue 16 sends. */
const {
  interest_rate,
  minimum_payment,
  date_of_last_payment,
  date_of_discharge,
  debt_kind,
  ...SPEC_FIELDS
} = VISA;

const PAYDAY = {
  ...CAR_LOAN,
  account_name: 'Quick Cash',
  interest_rate: 1000,
  minimum_payment: 0,
  date_of_last_payment: '1900-01-01',
  debt_kind: 'payday_loan',
} as const;

/** Far enough ahead to be tomorrow in every Canadian zone, whatever the test machine's clock. */
function inTwoDays(): string {
  return new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
}

describe('the debt fields of a banking account (issue 16)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('saves and answers the rate, minimum payment, last payment and kind; an update changes them', async () => {
    const user = await newBankingUser(t.app);
    const id = savedId(await user.create(VISA), 201);
    expect(await user.accounts()).toEqual([{ id, ...VISA }]);

    expect(savedId(await user.update(id, PAYDAY), 200)).toBe(id);
    expect(await user.accounts()).toEqual([{ id, ...PAYDAY }]);

    // Emptied in the form: null for the rate, payment and date ('' from a date input), '' kind.
    const emptied = { ...PAYDAY, ...{ interest_rate: null, minimum_payment: null, debt_kind: '' } };
    expect(savedId(await user.update(id, { ...emptied, date_of_last_payment: '' }), 200)).toBe(id);
    expect(await user.accounts()).toEqual([{ id, ...emptied, date_of_last_payment: null }]);
  });

  it('stores nulls and no kind for a body without them (the spec’s body)', async () => {
    const user = await newBankingUser(t.app);
    const id = savedId(await user.create(SPEC_FIELDS), 201);
    expect(await user.accounts()).toEqual([
      {
        id,
        ...SPEC_FIELDS,
        interest_rate: null,
        minimum_payment: null,
        date_of_last_payment: null,
        date_of_discharge: null,
        debt_kind: '',
      },
    ]);
  });

  it('keeps each bankruptcy’s own discharge date, in a plain column, and empties it', async () => {
    const user = await newBankingUser(t.app);
    const bankruptcy = {
      ...CAR_LOAN,
      account_name: 'Bankruptcy 2011',
      debt_kind: 'bankruptcy',
      date_of_discharge: '2011-04-18',
    } as const;
    const id = savedId(await user.create(bankruptcy), 201);
    expect(await user.accounts()).toEqual([{ id, ...bankruptcy }]);
    const [row] = await t.database.handle.db
      .select()
      .from(bankingAccounts)
      .where(eq(bankingAccounts.id, id));
    expect(row?.dateOfDischarge).toBe('2011-04-18');

    expect(savedId(await user.update(id, { ...bankruptcy, date_of_discharge: '' }), 200)).toBe(id);
    expect(await user.accounts()).toEqual([{ id, ...bankruptcy, date_of_discharge: null }]);
  });

  it('stores the rate in exact hundredths of a percent and the payment in cents, in plain columns', async () => {
    const user = await newBankingUser(t.app);
    const id = savedId(
      await user.create({ ...VISA, interest_rate: 34.99, minimum_payment: 0.1 }),
      201,
    );
    const [row] = await t.database.handle.db
      .select()
      .from(bankingAccounts)
      .where(eq(bankingAccounts.id, id));
    // Not sensitive (shared/contract/banking.ts): stored plain, like the balances.
    expect(row).toMatchObject({
      interestRateHundredths: 3499,
      minimumPaymentCents: 10,
      dateOfLastPayment: '2026-01-10',
      debtKind: 'credit_card',
    });
    expect((await user.accounts())[0]).toMatchObject({
      interest_rate: 34.99,
      minimum_payment: 0.1,
    });
  });

  it("never changes another user's account through the new fields (-3, nothing changes)", async () => {
    const owner = await newBankingUser(t.app);
    const id = savedId(await owner.create(VISA), 201);
    const intruder = await newBankingUser(t.app);
    const put = await intruder.update(id, PAYDAY);
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual(NOT_FOUND);
    expect(await intruder.accounts()).toEqual([]);
    expect(await owner.accounts()).toEqual([{ id, ...VISA }]);
  });

  const BAD_INPUTS: [string, Record<string, unknown>, string, string][] = [
    [
      'a negative rate',
      { interest_rate: -0.01 },
      'interest_rate',
      bankingMessages.interestRateInvalid,
    ],
    [
      'a rate above 1,000 %',
      { interest_rate: 1000.01 },
      'interest_rate',
      bankingMessages.interestRateInvalid,
    ],
    [
      'a rate with 3 decimals',
      { interest_rate: 19.999 },
      'interest_rate',
      bankingMessages.interestRateInvalid,
    ],
    [
      'a rate as text',
      { interest_rate: '19.99' },
      'interest_rate',
      bankingMessages.interestRateInvalid,
    ],
    [
      'a negative payment',
      { minimum_payment: -1 },
      'minimum_payment',
      bankingMessages.minimumPaymentInvalid,
    ],
    [
      'a payment above the banking maximum',
      { minimum_payment: 10_000_000.01 },
      'minimum_payment',
      bankingMessages.minimumPaymentInvalid,
    ],
    [
      'a last payment in the future',
      { date_of_last_payment: inTwoDays() },
      'date_of_last_payment',
      bankingMessages.dateOfLastPaymentFuture,
    ],
    [
      'a last payment before 1900',
      { date_of_last_payment: '1899-12-31' },
      'date_of_last_payment',
      bankingMessages.dateOfLastPaymentInvalid,
    ],
    [
      'a last payment that is no date',
      { date_of_last_payment: '2025-02-30' },
      'date_of_last_payment',
      bankingMessages.dateOfLastPaymentInvalid,
    ],
    [
      'a discharge in the future',
      { date_of_discharge: inTwoDays() },
      'date_of_discharge',
      bankingMessages.dateOfDischargeFuture,
    ],
    [
      'a discharge before 1900',
      { date_of_discharge: '1899-12-31' },
      'date_of_discharge',
      bankingMessages.dateOfDischargeInvalid,
    ],
    [
      'a discharge that is no date',
      { date_of_discharge: '2019-13-01' },
      'date_of_discharge',
      bankingMessages.dateOfDischargeInvalid,
    ],
  ];

  it.each(BAD_INPUTS)(
    'refuses %s with -2 and the field’s message, saving nothing',
    async (_, change, field, message) => {
      const user = await newBankingUser(t.app);
      const created = await user.create({ ...VISA, ...change });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({
        code: -2,
        msg: expect.any(String),
        errors: { [field]: message },
      });
      expect(await user.accounts()).toEqual([]);

      const id = savedId(await user.create(VISA), 201);
      const updated = await user.update(id, { ...VISA, ...change });
      expect(updated.json()).toMatchObject({ code: -2, errors: { [field]: message } });
      expect(await user.accounts()).toEqual([{ id, ...VISA }]);
    },
  );

  it('refuses a kind that is not one of the choices', async () => {
    const user = await newBankingUser(t.app);
    const created = await user.create({ ...VISA, debt_kind: 'mortgage' });
    expect(created.json()).toMatchObject({ code: -2, errors: { debt_kind: expect.any(String) } });
    expect(await user.accounts()).toEqual([]);
  });

  it('answers the messages in French for a French request', async () => {
    const user = await newBankingUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/banking-information',
      headers: {
        'x-api-key': user.key,
        'content-type': 'application/json',
        'accept-language': 'fr-CA',
      },
      payload: JSON.stringify({ ...VISA, interest_rate: -1, secret: user.password }),
    });
    expect(created.json().errors.interest_rate).toBe(bankingTextsFr.interestRateInvalid);
  });
});
