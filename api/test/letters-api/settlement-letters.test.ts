import type { LetterBodies } from 'shared/contract';
import { letterTexts as m } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { expectFieldRefused, type ListedLetter, letterText } from './letter-support';
import { type GenerateAnswerBody, generate, type LettersUser, newUserWithAccount } from './support';

/**
 * The two debt settlement letters through POST /api/v1/generate-pdf on the real app: the body is
 * the whole wizard state (spec section 7); each stores one group-2 letter whose PDF, as
 * pdftotext reads it, holds the amount in CAD, the payment method, the creditor, the reference
 * and the account. The test clock's date is March 2, 2026 in Toronto.
 */

type SettlementType = 'offer_a_settlement' | 'accept_a_settlement';
type SettlementBody = LetterBodies[SettlementType];

let test: TestApp;
let user: LettersUser;
let accountId: string;
let creditorId: string;

beforeAll(async () => {
  test = await createTestApp();
  ({ user, accountId } = await newUserWithAccount(test.app));
  const list = await user.list<[string, string]>('/creditor/list');
  const [first] = list;
  if (!first) throw new Error('the creditor directory is empty');
  creditorId = first[0];
});

afterAll(async () => {
  await test?.close();
});

/** A first payment date the contract accepts whenever the test runs: January 15 next year. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** A payment schedule: `count` payments of `amount`, the first on January 15 next year. */
function schedule(
  count: number,
  amount: number,
  frequency: 'weekly' | 'every_two_weeks' | 'monthly',
): Partial<SettlementBody> {
  return {
    instalment_amount: amount,
    instalment_count: count,
    instalment_frequency: frequency,
    first_payment_date: `${NEXT_YEAR}-01-15`,
  };
}

/** The wizard's state at step 4: a directory creditor the user then edited. */
function wizardState(overrides: Partial<SettlementBody> = {}): SettlementBody {
  return {
    step: 4,
    creditor_id: creditorId,
    creditor_name: 'Collectcents Inc.',
    creditor_street_address: '1 Yonge Street, Suite 300',
    creditor_city: 'Toronto',
    creditor_province: 'Ontario',
    creditor_postal_code: 'M5E 1E5',
    creditor_fax: '(416) 555-0199',
    account_id: accountId,
    creditor_reference_number: 'CC-2026-0042',
    payment_method: 'lump_sum',
    creditor_amount: 1234.56,
    creditor_balance: 2469.12,
    password: user.password,
    ...overrides,
  };
}

/** Generates and checks the answer and the list entry; answers the letter's text. */
async function generatedText(type: SettlementType, body: SettlementBody, name: string) {
  const response = await generate(user, { letter: type, ...body });
  expect(response.statusCode).toBe(201);
  const answer = response.json<GenerateAnswerBody>();
  expect(answer).toMatchObject({ code: 0, result: 200 });
  const list = await user.list<ListedLetter>('/generate-pdf');
  const item = list.find(([entry]) => entry.id === answer.id);
  expect(item?.[0]).toMatchObject({ name, gid: 2 });
  expect(item?.[1].group).toBe('debt settlement');
  return letterText(user, answer.id);
}

/** What both letters print whatever the type: consumer, creditor, account and conditions. */
function expectCommonFacts(text: string): void {
  expect(text).toContain('Sam Lee Tremblay');
  expect(text).toContain('100 King Street West');
  expect(text).toContain('Toronto ON M5X 1A9');
  expect(text).toContain('March 2, 2026');
  expect(text).toContain(
    'Collectcents Inc. 1 Yonge Street, Suite 300 Toronto ON M5E 1E5 Fax: (416) 555-0199',
  );
  // A settlement letter encloses nothing: the steps say to fax the letter alone.
  expect(text).toContain('This letter needs no supporting documents: send the letter alone.');
  expect(text).toContain('Fax the letter to (416) 555-0199.');
  expect(text).not.toContain('the documents');
  expect(text).toContain(
    'Account: Maple Visa Account number: 4520 8817 3306 9012 Your reference number: CC-2026-0042',
  );
  expect(text).toContain('Balance you claim: $2,469.12');
  expect(text).toContain('Before I make any payment, I need your written confirmation');
  expect(text).toContain('the payment of $1,234.56 is accepted in full and final settlement');
  expect(text).toContain(
    'report the account to Equifax Canada and TransUnion Canada as settled, preferably as paid in full',
  );
  expect(text).toContain('without any admission of liability');
  expect(text).toContain(
    'the Collection and Debt Settlement Services Act, RSO 1990, c C.14, governs',
  );
}

describe('offer_a_settlement', () => {
  it('stores a debt-settlement letter offering the amount in CAD as a lump sum', async () => {
    const text = await generatedText(
      'offer_a_settlement',
      wizardState(),
      'Settlement Offer - Collectcents Inc.',
    );
    expectCommonFacts(text);
    expect(text).toContain(
      'I offer to pay $1,234.56 in full and final settlement of this account, in a single lump-sum payment.',
    );
    expect(text).toContain('This offer remains open until April 1, 2026.');
  });

  it('offers payments in instalments when the wizard says payments', async () => {
    const text = await generatedText(
      'offer_a_settlement',
      wizardState({ payment_method: 'payments', ...schedule(4, 308.64, 'every_two_weeks') }),
      'Settlement Offer - Collectcents Inc.',
    );
    expect(text).toContain(
      `in 4 payments of $308.64, one every two weeks, the first on January 15, ${NEXT_YEAR}.`,
    );
    expect(text).not.toContain('lump-sum');
  });
});

describe('accept_a_settlement', () => {
  it("stores a debt-settlement letter accepting the creditor's offer, paid in instalments, mailed when no fax", async () => {
    const text = await generatedText(
      'accept_a_settlement',
      wizardState({
        payment_method: 'payments',
        creditor_amount: 480.05,
        creditor_fax: '',
        ...schedule(5, 96.01, 'weekly'),
      }),
      'Settlement Acceptance - Collectcents Inc.',
    );
    expect(text).toContain(
      `I accept your offer to settle this account for $480.05 in full and final settlement. I will pay this amount in 5 payments of $96.01, one every week, the first on January 15, ${NEXT_YEAR}, on the conditions below.`,
    );
    expect(text).toContain('payments totalling $480.05, on the schedule above, are accepted');
    expect(text).not.toContain('Fax:');
    expect(text).toContain('Mail the letter to the address on the letter');
    expect(text).not.toContain('the documents');
  });

  it('prints the same creditor, account and conditions as the offer', async () => {
    const text = await generatedText(
      'accept_a_settlement',
      wizardState(),
      'Settlement Acceptance - Collectcents Inc.',
    );
    expectCommonFacts(text);
    expect(text).toContain('I will pay this amount in a single lump-sum payment');
  });
});

describe.each<SettlementType>(['offer_a_settlement', 'accept_a_settlement'])(
  '%s with an invalid body',
  (type) => {
    it.each<[string, Partial<Record<keyof SettlementBody, unknown>>, string, string]>([
      ['no amount', { creditor_amount: undefined }, 'creditor_amount', m.creditorAmount],
      [
        'no reference number',
        { creditor_reference_number: '' },
        'creditor_reference_number',
        m.creditorReferenceNumber,
      ],
      ['no payment method', { payment_method: 'cash' }, 'payment_method', m.paymentMethodRequired],
      ['no creditor name', { creditor_name: ' ' }, 'creditor_name', m.creditorName],
    ])('%s answers -2 with the message and stores nothing', async (_, change, field, message) => {
      const body: Record<string, unknown> = { letter: type, ...wizardState(), ...change };
      for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];
      await expectFieldRefused(test.app, user, body, field, message);
    });
  },
);
