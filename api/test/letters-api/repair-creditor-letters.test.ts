import type { CreditorDetail } from 'shared/contract';
import { letterTexts as m } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import {
  expectFieldRefused,
  type LetterCase,
  type ListedLetter,
  letterText,
  storedLetterCount,
} from './letter-support';
import {
  fillProfile,
  type GenerateAnswerBody,
  generate,
  type LettersUser,
  newLettersUser,
  newUserWithAccount,
} from './support';

/**
 * The five creditor- and agency-bound repair letters through POST /api/v1/generate-pdf on the
 * real app: each stores one letter whose PDF, as pdftotext reads it, holds the type's facts.
 * The test clock's date is March 2, 2026 in Toronto, so a 30-day answer falls on April 1, 2026.
 */

type CreditorLetterType =
  | 'unauthorized_inquiry'
  | 'account_corrections'
  | 'remove_late_payment'
  | 'does_not_have_account'
  | 'dispute_creditor';

const MAIL_STEP = 'Mail the letter and the documents to the address on the letter';
/** The directory entries used: one without a fax (mailed), one with a fax. */
const CAPITAL_ONE = 'Capital One (Canada) - Customer Service (Capital One Mastercard)';
const MBNA = 'MBNA (TD) - MBNA Customer Service';

let test: TestApp;
let user: LettersUser;
let accountId: string;
let capitalOne: CreditorDetail & { id: string };
let mbna: CreditorDetail & { id: string };

async function directoryCreditor(company: string): Promise<CreditorDetail & { id: string }> {
  const list = await user.list<[string, string]>('/creditor/list');
  const entry = list.find(([, name]) => name === company);
  if (!entry) throw new Error(`${company} is not in the directory`);
  const detail = await user.call('POST', '/creditor/get', entry[0]);
  expect(detail.statusCode).toBe(200);
  const creditor = detail.json<CreditorDetail>();
  // The facts below print these fields: an empty one would match any text.
  expect(creditor.address).not.toBe('');
  return { ...creditor, id: entry[0] };
}

beforeAll(async () => {
  test = await createTestApp();
  ({ user, accountId } = await newUserWithAccount(test.app));
  capitalOne = await directoryCreditor(CAPITAL_ONE);
  mbna = await directoryCreditor(MBNA);
  expect(mbna.fax).not.toBe('');
});

afterAll(async () => {
  await test?.close();
});

/** Built once the user, the account and the directory ids exist. */
function cases(): { [Type in CreditorLetterType]: LetterCase<Type> } {
  return {
    unauthorized_inquiry: {
      name: 'Unauthorized Inquiry - Northern Credit Union',
      body: {
        creditor_amount: 2500,
        creditor_name: 'Northern Credit Union',
        creditor_street_address: '25 Water Street',
        creditor_city: "St. John's",
        creditor_province: 'Newfoundland and Labrador',
        creditor_postal_code: 'a1c1a1',
        creditor_fax: '709-555-0142',
        inquiry_date: '2025-09-14',
      },
      facts: [
        "Northern Credit Union 25 Water Street St. John's NL A1C 1A1 Fax: (709) 555-0142",
        'Fax the letter and the documents to (709) 555-0142.',
        'My credit file shows an inquiry made by Northern Credit Union on September 14, 2025.',
        'It relates to credit of $2,500.00.',
        'within 30 days of the date of this letter, that is by April 1, 2026',
        'the Consumer Reporting Act, RSO 1990, c C.33, governs credit reporting in Ontario',
        'Copy of the page of my credit report that shows the inquiry',
      ],
      missing: { field: 'creditor_name', message: m.creditorName },
    },
    account_corrections: {
      name: 'Account Correction - TransUnion',
      body: {
        account_id: accountId,
        adjusted_balance_amount: 1234.56,
        consumer_reporting_agency: 'TransUnion',
        cra_description: '',
        cra_street_address: '3115 Harvester Road, Suite 201',
        cra_city: 'Burlington',
        cra_province: 'Ontario',
        cra_postal_code: 'L7N 3N8',
        cra_fax: '',
        password: user.password,
      },
      facts: [
        `TransUnion Canada 3115 Harvester Road, Suite 201 Burlington ON L7N 3N8 Re:`,
        'Go to secure-ocs.transunion.ca.',
        'Account: Maple Visa Account number: •••• 9012',
        'Balance in my credit file: $1,534.07 Correct balance: $1,234.56',
        'investigate this entry with the creditor and correct the balance',
        'by April 1, 2026',
        'I make this request under the Consumer Reporting Act, RSO 1990, c C.33',
        'showing the correct balance of $1,234.56',
      ],
      missing: { field: 'adjusted_balance_amount', message: m.adjustedBalanceAmount },
    },
    remove_late_payment: {
      name: 'Late Payment Removal - Equifax Canada Co.',
      body: {
        account_name: 'Maple Visa',
        account_number: '4520 8817 3306 9012',
        cra_city: 'Montréal',
        cra_description: '',
        cra_fax: '(514) 355-8502',
        cra_name: 'Equifax Canada Co.',
        cra_postal_code: 'H1S 2Z2',
        cra_province: 'Quebec',
        // As the form fills it from the bureau reference data.
        cra_street_address: 'National Consumer Relations, Box 190',
        past_due_payment: 250,
        late_payment_months: ['2025-11', '2025-08'],
      },
      facts: [
        'Equifax Canada Co. National Consumer Relations Box 190 Montréal QC H1S 2Z2 Re:',
        'Go to equifax.ca and open its “Dispute your credit report” page.',
        'Account: Maple Visa Account number: •••• 9012 Payment reported as late: $250.00 Months reported late: August 2025 and November 2025',
        'remove the late payment reported for August 2025 and November 2025 from my credit file',
        'by April 1, 2026',
      ],
      missing: { field: 'past_due_payment', message: m.pastDuePayment },
    },
    does_not_have_account: {
      name: 'Not My Account - Capital One (Canada)',
      body: { account_number: 'ACC-998877', creditor_id: capitalOne.id },
      facts: [
        // The organisation, its department on a line of its own: not the directory's label.
        `Capital One (Canada) Customer Service ${capitalOne.address}`,
        MAIL_STEP,
        'Account number: ACC-998877',
        'I have never opened this account',
        'ask Equifax Canada and TransUnion Canada to delete it from my credit file',
        'Canadian Anti-Fraud Centre (1-888-495-8501)',
        'the Collection and Debt Settlement Services Act, RSO 1990, c C.14, governs',
      ],
      missing: { field: 'account_number', message: m.yourAccountNumber },
    },
    dispute_creditor: {
      name: 'Debt Dispute - MBNA',
      body: {
        step: 4,
        creditor_id: mbna.id,
        creditor_name: mbna.company,
        creditor_street_address: mbna.address,
        creditor_city: mbna.city,
        creditor_province: 'Ontario',
        creditor_postal_code: mbna.postal_code,
        creditor_fax: mbna.fax,
        creditor_phone: '(416) 555-0100',
        creditor_toll_free: '1-888-555-0100',
        creditor_email: 'disputes@mbna.example',
        account_id: accountId,
        creditor_reference_number: 'MB-2026-0042',
        original_creditor: 'Maple Bank',
        creditor_comments: 'I closed this account in 2021 and paid the final bill.',
        password: user.password,
      },
      facts: [
        `${mbna.address}`,
        'Phone: (416) 555-0100 Toll-free: 1-888-555-0100 Email: disputes@mbna.example',
        `Fax: ${mbna.fax}`,
        'Original creditor: Maple Bank Account: Maple Visa Account number: 4520 8817 3306 9012 Your reference number: MB-2026-0042',
        'Before I pay anything',
        'how it was calculated',
        'My comments: I closed this account in 2021 and paid the final bill.',
        'the Collection and Debt Settlement Services Act, RSO 1990, c C.14, governs how you may collect it from me',
        'by April 1, 2026',
      ],
      missing: { field: 'creditor_reference_number', message: m.creditorReferenceNumber },
    },
  };
}

const TYPES: CreditorLetterType[] = [
  'unauthorized_inquiry',
  'account_corrections',
  'remove_late_payment',
  'does_not_have_account',
  'dispute_creditor',
];

const storedCount = () => storedLetterCount(test.app, user.userId);

describe.each(TYPES)('%s', (type) => {
  it('stores one credit-repair letter printing the consumer, the recipient and the facts', async () => {
    const { name, body, facts } = cases()[type];
    const response = await generate(user, { letter: type, ...body });
    expect(response.statusCode).toBe(201);
    const answer = response.json<GenerateAnswerBody>();
    expect(answer).toMatchObject({ code: 0, result: 200 });
    expect(answer.ids).toBeUndefined();

    const list = await user.list<ListedLetter>('/generate-pdf');
    const item = list.find(([entry]) => entry.id === answer.id);
    expect(item?.[0]).toMatchObject({ name, gid: 1 });
    expect(item?.[1].group).toBe('credit repair');

    const text = await letterText(user, answer.id);
    expect(text).toContain('Sam Lee Tremblay');
    expect(text).toContain('100 King Street West');
    expect(text).toContain('Toronto ON M5X 1A9');
    expect(text).toContain('March 2, 2026');
    for (const fact of facts) expect(text).toContain(fact);
    // How to send it is the instructions' to say, never the recipient's block.
    expect(text).not.toContain('send by mail');
    expect(text).not.toMatch(/FCRA|FDCPA|\b609\b/);
  });

  it('answers -2 with the field message when a required field is missing, and stores nothing', async () => {
    const { body, missing } = cases()[type];
    const incomplete: Record<string, unknown> = { letter: type, ...body };
    delete incomplete[missing.field];
    await expectFieldRefused(test.app, user, incomplete, missing.field, missing.message);
  });
});

describe('letters naming an account', () => {
  it("answer -3 for another user's account and store nothing", async () => {
    const other = await newLettersUser(test.app);
    await fillProfile(other);
    const before = await storedCount();
    for (const type of ['account_corrections', 'dispute_creditor'] as const) {
      const { body } = cases()[type];
      const response = await generate(other, { letter: type, ...body, password: other.password });
      expect(response.statusCode).toBe(404);
      expect(response.json<GenerateAnswerBody>()).toMatchObject({ code: -3 });
    }
    expect(await storedCount()).toBe(before);
    expect(await other.list('/generate-pdf')).toEqual([]);
  });
});
