import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { BankingAccountRecord, CreditorDetail, CreditorListItem } from 'shared/contract';

/** Test-only: the calls the Dispute with Creditor wizard makes, answered like the API does. */

export const PASSWORD = 'Spruce-Harbour-0042';

function apiUrl(path: string): string {
  return `${window.location.origin}/api/v1${path}`;
}

function account(id: string, name: string, number: string): BankingAccountRecord {
  return {
    id,
    account_name: name,
    full_account_number: number,
    credit_limit: 5000,
    account_association: 'individual',
    account_type: 'revolving',
    account_status: 'bad_debt',
    correct_credit_balance: 0,
    reported_credit_balance: 1534.07,
    number_of_late_payments: 4,
    date_of_last_activity: '2025-09-30',
    date_opened: '2019-06-01',
  };
}

export const VISA = account(
  '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  'Maple Visa',
  '4520 8817 3306 9012',
);
export const LOAN = account('2c5f39cb-3ab2-4e4c-b4a6-f02ac6b8744c', 'Car Loan', 'CL-77-1029');

export const CREDITOR_ID = '6f1c1f0e-8a52-4c1e-9d0a-2b9f6c3e4d11';
export const CREDITOR: CreditorDetail = {
  code: 0,
  msg: 'OK',
  company: 'Northern Collections Inc.',
  address: '100 King Street West, Suite 500',
  city: 'Toronto',
  province: 'Ontario',
  postal_code: 'M5X 1A9',
  fax: '(416) 555-0199',
  phone: '1-800-555-0100',
};

const CREDITORS: CreditorListItem[] = [
  ['7a2d2a1f-9b63-4d2f-8e1b-3ca07d4f5e22', 'Maple Bank'],
  [CREDITOR_ID, CREDITOR.company],
];

export interface FakeDisputeApi {
  gateBodies: unknown[];
  generateBodies: unknown[];
  /** The next generate answer; success by default. */
  generateAnswer: { status: number; body: Record<string, unknown> };
}

const GENERATED = { status: 201, body: { code: 0, msg: 'OK', result: 200, id: 'l1' } };

export function createFakeDisputeApi() {
  const fake: FakeDisputeApi = { gateBodies: [], generateBodies: [], generateAnswer: GENERATED };
  const server = setupServer(
    http.post(apiUrl('/banking-information/get'), async ({ request }) => {
      const body = await request.json();
      fake.gateBodies.push(body);
      if (body !== PASSWORD) {
        return HttpResponse.json({ code: -1, msg: 'Incorrect password.' }, { status: 403 });
      }
      // Out of order: the client sorts them by account_name.
      return HttpResponse.json([VISA, LOAN]);
    }),
    http.get(apiUrl('/creditor/list'), () => HttpResponse.json(CREDITORS)),
    http.post(apiUrl('/creditor/get'), async ({ request }) => {
      const id = await request.json();
      if (id !== CREDITOR_ID)
        return HttpResponse.json({ code: -3, msg: 'Not found' }, { status: 404 });
      return HttpResponse.json(CREDITOR);
    }),
    http.post(apiUrl('/generate-pdf'), async ({ request }) => {
      fake.generateBodies.push(await request.json());
      return HttpResponse.json(fake.generateAnswer.body, { status: fake.generateAnswer.status });
    }),
  );
  function reset() {
    fake.gateBodies = [];
    fake.generateBodies = [];
    fake.generateAnswer = GENERATED;
  }
  return { fake, server, reset };
}
