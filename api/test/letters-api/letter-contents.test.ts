import type { LetterBodies } from 'shared/contract';
import { letterTexts as m } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISA } from '../banking/support';
import { pdfText } from '../letters/fixtures';
import { savedId } from '../profile/support';
import { createTestApp, type TestApp } from '../support/app';
import { expectFieldRefused, type ListedLetter } from './letter-support';
import {
  download,
  type GenerateAnswerBody,
  generate,
  generateIds,
  type LettersUser,
  newUserWithAccount,
} from './support';

/**
 * Issue 14, "what each letter must carry", read in the PDFs the API stores: the consumer's
 * description of the error in the body (never in the address), the months, dates, court and
 * rating of each dispute, the settlement's balance, amount and schedule, and account numbers
 * masked on letters to a bureau but whole for the creditor that holds the account.
 */

const FULL_NUMBER = '5191 0000 1234 4433';
const MASKED = '•••• 4433';
const DESCRIPTION = 'The balance still counts a purchase I returned in January.';

/** A first payment date the contract accepts whenever the test runs: January 15 next year. */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const FIRST_PAYMENT = `${NEXT_YEAR}-01-15`;

let test: TestApp;
let user: LettersUser;
/** The account ending in 4433. */
let accountId: string;

beforeAll(async () => {
  test = await createTestApp();
  ({ user } = await newUserWithAccount(test.app));
  const created = await user.call('POST', '/banking-information', {
    ...VISA,
    account_name: 'Harbour Mastercard',
    full_account_number: FULL_NUMBER,
    reported_credit_balance: 3200,
    secret: user.password,
  });
  accountId = savedId(created, 201);
});

afterAll(async () => {
  await test?.close();
});

/** A stored letter's pages as pdftotext reads them, each on one line (the instructions first). */
async function letterPages(id: string): Promise<string[]> {
  const response = await download(user, id);
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload)
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim())
    .filter((page) => page !== '');
}

/** The instructions (the pages before the letter), the letter's head up to "Re:", and its body. */
async function letterParts(id: string) {
  const pages = await letterPages(id);
  const first = pages.findIndex((page) => page.includes('Dear Sir or Madam'));
  expect(first).toBeGreaterThan(0);
  const letter = pages.slice(first).join(' ');
  const subject = letter.indexOf(' Re: ');
  expect(subject).toBeGreaterThan(0);
  return {
    instructions: pages.slice(0, first).join(' '),
    head: letter.slice(0, subject),
    body: letter.slice(subject),
    all: pages.join(' '),
  };
}

async function onlyId(body: Record<string, unknown>): Promise<string> {
  const ids = await generateIds(user, body);
  expect(ids).toHaveLength(1);
  const [id] = ids;
  if (!id) throw new Error('no letter');
  return id;
}

async function listName(id: string): Promise<string | undefined> {
  const list = await user.list<ListedLetter>('/generate-pdf');
  return list.find(([entry]) => entry.id === id)?.[0].name;
}

/** The body of the letter to Equifax a bureau-bound type makes. */
async function equifaxLetterBody(body: Record<string, unknown>): Promise<string> {
  return (await letterParts(await onlyId({ ...body, bureau: 'Equifax' }))).body;
}

const INQUIRY = {
  letter: 'unauthorized_inquiry',
  creditor_name: 'Northern Credit Union',
  creditor_street_address: '25 Water Street',
  creditor_city: "St. John's",
  creditor_province: 'Newfoundland and Labrador',
  creditor_postal_code: 'A1C 1A1',
  creditor_fax: '',
} as const;

const EQUIFAX_AGENCY = {
  cra_city: 'Montréal',
  cra_fax: '',
  cra_postal_code: 'H1S 2Z2',
  cra_province: 'Quebec',
  cra_street_address: 'National Consumer Relations, Box 190',
} as const;

function accountCorrections(): LetterBodies['account_corrections'] & { letter: string } {
  return {
    letter: 'account_corrections',
    account_id: accountId,
    adjusted_balance_amount: 2800,
    consumer_reporting_agency: 'Equifax',
    cra_description: DESCRIPTION,
    ...EQUIFAX_AGENCY,
    password: user.password,
  };
}

function removeLatePayment(): LetterBodies['remove_late_payment'] & { letter: string } {
  return {
    letter: 'remove_late_payment',
    account_name: 'Harbour Mastercard',
    account_number: FULL_NUMBER,
    cra_description: DESCRIPTION,
    cra_name: 'Equifax Canada Co.',
    ...EQUIFAX_AGENCY,
    past_due_payment: 75,
    late_payment_months: ['2025-10'],
  };
}

describe("the consumer's description of the error (point 1)", () => {
  it.each([
    ['account_corrections', accountCorrections],
    ['remove_late_payment', removeLatePayment],
  ] as const)(
    '%s prints it in the body as their words, not in the recipient block nor the mail panel',
    async (_, body) => {
      const { instructions, head, body: text } = await letterParts(await onlyId(body()));
      expect(head).toContain(
        'Equifax Canada Co. National Consumer Relations Box 190 Montréal QC H1S 2Z2',
      );
      expect(head).not.toContain('purchase I returned');
      expect(instructions).toContain('Equifax Canada Co. National Consumer Relations Box 190');
      expect(instructions).not.toContain('purchase I returned');
      expect(text).toContain(`In my own words: “${DESCRIPTION}”`);
      // Under what is wrong: after the account's facts, before the request.
      expect(text.indexOf('In my own words')).toBeGreaterThan(text.indexOf('Account number:'));
    },
  );

  it('prints no "In my own words" line when the consumer gave no description', async () => {
    const { all } = await letterParts(
      await onlyId({ ...accountCorrections(), cra_description: '' }),
    );
    expect(all).not.toContain('In my own words');
  });
});

describe('what each dispute names', () => {
  it('a late payment dispute to the bureaus names the months, in order', async () => {
    const ids = await generateIds(user, {
      letter: 'late_payment',
      account_name: 'Harbour Mastercard',
      account_number: FULL_NUMBER,
      past_due_payments: 75,
      late_payment_months: ['2025-10', '2025-07'],
      bureau: 'TransUnion',
    });
    const [id = ''] = ids;
    const { body } = await letterParts(id);
    expect(body).toContain('Months reported late: July 2025 and October 2025');
    expect(body).toContain(
      'Please investigate the late payments reported for July 2025 and October 2025 with the creditor and remove them',
    );
  });

  it('remove_late_payment names the month', async () => {
    const { body } = await letterParts(await onlyId(removeLatePayment()));
    expect(body).toContain('Month reported late: October 2025');
    expect(body).toContain('remove the late payment reported for October 2025 from my credit file');
  });

  it('an unauthorized inquiry names its date', async () => {
    const { body } = await letterParts(await onlyId({ ...INQUIRY, inquiry_date: '2025-09-14' }));
    expect(body).toContain(
      'My credit file shows an inquiry made by Northern Credit Union on September 14, 2025.',
    );
  });

  it('a rating change names the creditor and the rating asked for', async () => {
    const body = await equifaxLetterBody({
      letter: 'change_rating',
      consumer_proposal_filed: '2023-11-05',
      creditor_account_number: FULL_NUMBER,
      creditor_name: 'Harbour Bank',
      rating_requested: 'R7',
    });
    expect(body).toContain(`reports my account with Harbour Bank, account number ${MASKED}.`);
    expect(body).toContain(
      'Please change the rating of this account to R7 (paid through a consumer proposal or a debt management plan)',
    );
  });

  it('a judgment dispute names the court and the date', async () => {
    const body = await equifaxLetterBody({
      letter: 'error_on_credit_file',
      case_number: 'SC-24-00017',
      judgment_filed_place: 'Ontario Superior Court of Justice, Toronto',
      judgment_filed_date: '2024-02-29',
      amount_reported: 4321.5,
    });
    expect(body).toContain('Court: Ontario Superior Court of Justice, Toronto');
    expect(body).toContain('Date filed: February 29, 2024');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a month in the future',
      { late_payment_months: ['2099-01'] },
      'late_payment_months',
      m.latePaymentMonthFuture,
    ],
    [
      'a month not written YYYY-MM',
      { late_payment_months: ['October 2025'] },
      'late_payment_months',
      m.latePaymentMonths,
    ],
  ])('late_payment with %s answers -2 and stores nothing', async (_, change, field, message) => {
    const body = {
      letter: 'late_payment',
      account_name: 'Harbour Mastercard',
      account_number: FULL_NUMBER,
      past_due_payments: 75,
      ...change,
    };
    await expectFieldRefused(test.app, user, body, field, message);
    await expectFieldRefused(test.app, user, { ...removeLatePayment(), ...change }, field, message);
  });

  it('answers -2 for an inquiry date in the future and for a rating off the scale', async () => {
    await expectFieldRefused(
      test.app,
      user,
      { ...INQUIRY, inquiry_date: '2099-01-01' },
      'inquiry_date',
      m.inquiryDateFuture,
    );
    await expectFieldRefused(
      test.app,
      user,
      {
        letter: 'change_rating',
        consumer_proposal_filed: '2023-11-05',
        creditor_account_number: FULL_NUMBER,
        rating_requested: 'R6',
      },
      'rating_requested',
      m.ratingRequested,
    );
  });
});

describe('account numbers', () => {
  it.each<[string, () => Record<string, unknown>]>([
    [
      'late_payment',
      () => ({
        letter: 'late_payment',
        account_name: 'Harbour Mastercard',
        account_number: FULL_NUMBER,
        past_due_payments: 75,
      }),
    ],
    [
      'no_longer_responsible',
      () => ({
        letter: 'no_longer_responsible',
        account_number: FULL_NUMBER,
        creditor_name: 'Harbour Bank',
        reason: 'transferred',
      }),
    ],
    [
      'change_rating',
      () => ({
        letter: 'change_rating',
        consumer_proposal_filed: '2023-11-05',
        creditor_account_number: FULL_NUMBER,
      }),
    ],
    [
      'adjust_balance',
      () => ({
        letter: 'adjust_balance',
        account_id: accountId,
        reported_balance_amount: 3200,
        balance_adjustment: 2800,
        password: user.password,
      }),
    ],
    ['account_corrections', accountCorrections],
    ['remove_late_payment', removeLatePayment],
  ])(
    'a letter to a bureau (%s) shows only the last four digits, nowhere the whole number',
    async (_, body) => {
      const ids = await generateIds(user, body());
      for (const id of ids) {
        const { all } = await letterParts(id);
        expect(all).toContain(MASKED);
        expect(all).not.toContain(FULL_NUMBER);
        expect(all).not.toMatch(/5191\s*0000/);
        expect(await listName(id)).not.toMatch(/4433|5191/);
      }
    },
  );

  it('a letter to the creditor that holds the account shows it whole', async () => {
    const { body } = await letterParts(
      await onlyId({ ...settlement('offer_a_settlement'), payment_method: 'lump_sum' }),
    );
    expect(body).toContain(`Account number: ${FULL_NUMBER}`);
  });
});

function settlement(letter: 'offer_a_settlement' | 'accept_a_settlement'): Record<string, unknown> {
  return {
    letter,
    step: 4,
    creditor_id: null,
    creditor_name: 'Collectcents Inc.',
    creditor_street_address: '1 Yonge Street, Suite 300',
    creditor_city: 'Toronto',
    creditor_province: 'Ontario',
    creditor_postal_code: 'M5E 1E5',
    creditor_fax: '',
    account_id: accountId,
    creditor_reference_number: 'CC-2026-0042',
    payment_method: 'payments',
    creditor_amount: 1200,
    creditor_balance: 3200,
    instalment_amount: 200,
    instalment_frequency: 'monthly',
    instalment_count: 6,
    first_payment_date: FIRST_PAYMENT,
    password: user.password,
  };
}

describe('settlements', () => {
  it.each(['offer_a_settlement', 'accept_a_settlement'] as const)(
    '%s states the balance claimed, the amount and the schedule',
    async (type) => {
      const { body } = await letterParts(await onlyId(settlement(type)));
      expect(body).toContain('Balance you claim: $3,200.00');
      expect(body).toContain('$1,200.00 in full and final settlement');
      expect(body).toContain(
        `in 6 payments of $200.00, one every month, the first on January 15, ${NEXT_YEAR}`,
      );
      expect(body).toContain('payments totalling $1,200.00, on the schedule above, are accepted');
    },
  );

  it('a lump sum states the balance and the amount, and no schedule', async () => {
    const { body } = await letterParts(
      await onlyId({
        ...settlement('offer_a_settlement'),
        payment_method: 'lump_sum',
        instalment_amount: undefined,
        instalment_frequency: undefined,
        instalment_count: undefined,
        first_payment_date: undefined,
      }),
    );
    expect(body).toContain('Balance you claim: $3,200.00');
    expect(body).toContain(
      'I offer to pay $1,200.00 in full and final settlement of this account, in a single lump-sum payment.',
    );
    expect(body).not.toContain('payments of');
  });

  describe.each(['offer_a_settlement', 'accept_a_settlement'] as const)('%s refused', (type) => {
    it.each<[string, Record<string, unknown>, string, string]>([
      [
        'no balance claimed',
        { creditor_balance: undefined },
        'creditor_balance',
        m.creditorBalance,
      ],
      [
        'an amount above the balance',
        { creditor_amount: 3500, instalment_amount: 583.33 },
        'creditor_amount',
        m.amountAboveBalance,
      ],
      [
        'payments without their amount',
        { instalment_amount: undefined },
        'instalment_amount',
        m.instalmentAmount,
      ],
      [
        'payments without a frequency',
        { instalment_frequency: undefined },
        'instalment_frequency',
        m.instalmentFrequency,
      ],
      [
        'payments without their number',
        { instalment_count: undefined },
        'instalment_count',
        m.instalmentCount,
      ],
      [
        'payments without a first date',
        { first_payment_date: undefined },
        'first_payment_date',
        m.firstPaymentDate,
      ],
      [
        'a first payment in the past',
        { first_payment_date: '2020-01-15' },
        'first_payment_date',
        m.firstPaymentPast,
      ],
      [
        'payments that do not add up to the amount',
        { instalment_amount: 190 },
        'instalment_amount',
        m.scheduleTotal,
      ],
      [
        'a single payment',
        { instalment_count: 1, instalment_amount: 1200 },
        'instalment_count',
        m.instalmentCount,
      ],
    ])('%s: -2 with the field message, nothing stored', async (_, change, field, message) => {
      const body: Record<string, unknown> = { ...settlement(type), ...change };
      for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];
      await expectFieldRefused(test.app, user, body, field, message);
    });
  });

  it('answers 201 for a lump sum without any schedule field', async () => {
    const body: Record<string, unknown> = {
      ...settlement('accept_a_settlement'),
      payment_method: 'lump_sum',
    };
    for (const key of [
      'instalment_amount',
      'instalment_frequency',
      'instalment_count',
      'first_payment_date',
    ]) {
      delete body[key];
    }
    const response = await generate(user, body);
    expect(response.statusCode).toBe(201);
    expect(response.json<GenerateAnswerBody>()).toMatchObject({ code: 0 });
  });
});
