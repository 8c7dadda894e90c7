import { letterTexts as m } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import {
  expectFieldRefused,
  type LetterCase,
  type ListedLetter,
  letterText,
} from './letter-support';
import {
  type GenerateAnswerBody,
  generate,
  generateIds,
  type LettersUser,
  newUserWithAccount,
} from './support';

/**
 * The nine bureau-bound repair letters through POST /api/v1/generate-pdf on the real app: each
 * stores one letter per chosen bureau whose PDF, as pdftotext reads it, holds the type's facts.
 */

type BureauLetterType =
  | 'error_of_employment'
  | 'error_of_name'
  | 'error_of_address'
  | 'error_on_credit_file'
  | 'adjust_balance'
  | 'no_longer_responsible'
  | 'change_rating'
  | 'statute_barred_account'
  | 'late_payment';

let test: TestApp;
let user: LettersUser;
let accountId: string;

beforeAll(async () => {
  test = await createTestApp();
  ({ user, accountId } = await newUserWithAccount(test.app));
});

afterAll(async () => {
  await test?.close();
});

/** Built once the user and the account exist (adjust_balance names the account by id). */
function cases(): { [Type in BureauLetterType]: LetterCase<Type> } {
  return {
    error_of_employment: {
      name: 'Employment Correction',
      body: { current_employer: 'Northwind Logistics', previous_employer: 'Acme Foods' },
      facts: [
        'shows Acme Foods as my current employer',
        'My current employer is Northwind Logistics.',
      ],
      missing: { field: 'current_employer', message: m.currentEmployer },
    },
    error_of_name: {
      name: 'Name Correction',
      body: { correct_name: 'Sam Lee Tremblay', incorrect_name: 'Samuel Tremblet' },
      facts: ['shows my name as “Samuel Tremblet”', 'My correct name is Sam Lee Tremblay'],
      missing: { field: 'incorrect_name', message: m.incorrectName },
    },
    error_of_address: {
      name: 'Address Correction',
      body: {
        street_address: '77 Rideau Street',
        city: 'Ottawa',
        province: 'Ontario',
        postal_code: 'k1n5w8',
      },
      facts: ['My current address is: 77 Rideau Street Ottawa ON K1N 5W8'],
      missing: { field: 'city', message: m.city },
    },
    error_on_credit_file: {
      name: 'Judgment Dispute',
      body: {
        case_number: 'SC-24-00017',
        judgment_filed_place: 'Ontario Superior Court of Justice, Toronto',
        judgment_filed_date: '2024-02-29',
        amount_reported: 4321.5,
      },
      facts: [
        'Case number: SC-24-00017',
        'Court: Ontario Superior Court of Justice, Toronto',
        'Date filed: February 29, 2024',
        'Amount reported: $4,321.50',
        'Please send me the results in writing within 30 days',
      ],
      missing: { field: 'judgment_filed_date', message: m.judgmentFiledDate },
    },
    adjust_balance: {
      name: 'Balance Correction',
      body: {
        account_id: accountId,
        reported_balance_amount: 1534.07,
        balance_adjustment: 1234.56,
        password: user.password,
      },
      facts: [
        'reports a balance of $1,534.07 for this account',
        'Account: Maple Visa Account number: •••• 9012',
        'The correct balance is $1,234.56',
        'proof of payment',
      ],
      missing: { field: 'reported_balance_amount', message: m.reportedBalanceAmount },
    },
    no_longer_responsible: {
      name: 'No Longer Responsible',
      body: { account_number: 'TD-99-1234', creditor_name: 'TD Canada Trust', reason: 'closed' },
      facts: [
        'Creditor: TD Canada Trust Account number: •••• 1234',
        'This account was closed and I owe nothing on it.',
        'I am no longer responsible for this account',
      ],
      missing: { field: 'reason', message: m.noLongerResponsibleReason },
    },
    change_rating: {
      name: 'Rating Correction',
      body: {
        consumer_proposal_filed: '2023-11-05',
        creditor_account_number: 'CIBC 7788-12',
        creditor_name: 'CIBC',
        rating_requested: 'R7',
      },
      facts: [
        'reports my account with CIBC, account number •••• 8812',
        'the consumer proposal I filed on November 5, 2023',
        'Please change the rating of this account to R7 (paid through a consumer proposal or a debt management plan)',
        'liabilities sheet of my consumer proposal',
      ],
      missing: { field: 'consumer_proposal_filed', message: m.consumerProposalFiled },
    },
    statute_barred_account: {
      name: 'Statute-Barred Account',
      body: {
        account_name: 'Old Phone Bill',
        account_number: 'RG-5550001',
        last_payment_date: '2017-05-31',
      },
      facts: [
        'Account: Old Phone Bill Account number: •••• 0001',
        'was on May 31, 2017, more than 2 years ago. In Ontario, the limitation period for collecting a debt is 2 years under the Limitations Act, 2002, s. 4.',
        'This letter is not an acknowledgement of this debt',
      ],
      missing: { field: 'account_number', message: m.yourAccountNumber },
    },
    late_payment: {
      name: 'Late Payment Dispute',
      body: {
        account_name: 'Maple Visa',
        account_number: '4520 8817 3306 9012',
        past_due_payments: 250,
        late_payment_months: ['2025-08'],
      },
      facts: [
        'reports a late payment of $250.00 on this account',
        'Account: Maple Visa Account number: •••• 9012 Month reported late: August 2025',
      ],
      missing: { field: 'past_due_payments', message: m.pastDuePayment },
    },
  };
}

const TYPES: BureauLetterType[] = [
  'error_of_employment',
  'error_of_name',
  'error_of_address',
  'error_on_credit_file',
  'adjust_balance',
  'no_longer_responsible',
  'change_rating',
  'statute_barred_account',
  'late_payment',
];

async function listed(ids: string[]): Promise<ListedLetter[0][]> {
  const list = await user.list<ListedLetter>('/generate-pdf');
  return ids.map((id) => {
    const item = list.find(([entry]) => entry.id === id);
    if (!item) throw new Error(`letter ${id} is not listed`);
    expect(item[1].group).toBe('credit repair');
    return item[0];
  });
}

describe.each(TYPES)('%s', (type) => {
  it('stores a letter to Equifax and one to TransUnion, each printing the facts, the consumer and the recipient', async () => {
    const { name, body, facts } = cases()[type];
    const ids = await generateIds(user, { letter: type, ...body });
    expect(ids).toHaveLength(2);
    expect((await listed(ids)).map((item) => [item.name, item.gid])).toEqual([
      [`${name} - Equifax`, 1],
      [`${name} - TransUnion`, 1],
    ]);

    const [equifax, transunion] = await Promise.all(ids.map((id) => letterText(user, id)));
    for (const text of [equifax, transunion]) {
      expect(text).toContain('Sam Lee Tremblay');
      expect(text).toContain('100 King Street West');
      expect(text).toContain('Toronto ON M5X 1A9');
      // A statute-barred account is not inaccurate: its removal is asked without the correction law.
      if (type === 'statute_barred_account') expect(text).not.toContain('Consumer Reporting Act');
      else expect(text).toContain('under the Consumer Reporting Act, RSO 1990, c C.33');
      for (const fact of facts) expect(text).toContain(fact);
    }
    expect(equifax).toContain('Equifax Canada Co. National Consumer Relations Box 190');
    expect(equifax).toContain('Go to equifax.ca and open its “Dispute your credit report” page.');
    expect(transunion).toContain('TransUnion Canada 3115 Harvester Road, Suite 201');
    expect(transunion).toContain('Go to secure-ocs.transunion.ca.');
    for (const text of [equifax, transunion]) {
      expect(text).not.toContain('(514) 355-8502');
      expect(text).not.toContain('Fax: none published');
    }
  });

  it("stores one letter when the body says bureau: 'TransUnion'", async () => {
    const { name, body } = cases()[type];
    const response = await generate(user, { letter: type, ...body, bureau: 'TransUnion' });
    expect(response.statusCode).toBe(201);
    const answer = response.json<GenerateAnswerBody>();
    expect(answer).toMatchObject({ code: 0, result: 200 });
    const ids = answer.ids ?? [answer.id ?? ''];
    expect(ids).toEqual([answer.id]);
    expect((await listed(ids)).map((item) => item.name)).toEqual([`${name} - TransUnion`]);
    expect(await letterText(user, answer.id)).toContain('TransUnion Canada');
  });

  it('answers -2 with the field message when a required field is missing, and stores nothing', async () => {
    const { body, missing } = cases()[type];
    const incomplete: Record<string, unknown> = { letter: type, ...body };
    delete incomplete[missing.field];
    await expectFieldRefused(test.app, user, incomplete, missing.field, missing.message);
  });
});
