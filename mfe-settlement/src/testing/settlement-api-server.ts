import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { BankingAccountRecord, CreditorDetail, CreditorListItem } from 'shared/contract';

export function apiUrl(path: string): string {
  return `${window.location.origin}/api/v1${path}`;
}

export const CREDITOR_ID = '3f1c2b9a-8d7e-4c6b-a5f4-0e1d2c3b4a59';
export const ACCOUNT_ID = '6a0e7c4e-3c2f-4f0e-9d6b-1f2a3b4c5d6e';
export const RIGHT_PASSWORD = 'Spruce-Harbour-right';

export const CREDITORS: CreditorListItem[] = [
  [CREDITOR_ID, 'Capital One (Canada)'],
  ['9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', 'Rogers Communications'],
];

export const CAPITAL_ONE: CreditorDetail = {
  code: 0,
  msg: 'OK',
  company: 'Capital One (Canada)',
  address: '5140 Yonge Street, Suite 1900',
  city: 'Toronto',
  province: 'Ontario',
  postal_code: 'M2N 6L7',
  fax: '1-800-000-0000',
  phone: '',
};

export const VISA: BankingAccountRecord = {
  id: ACCOUNT_ID,
  account_name: 'Visa Gold',
  full_account_number: '4520 1234 5678 9012',
  credit_limit: 5000,
  account_association: 'individual',
  account_type: 'revolving',
  account_status: 'bad_debt',
  correct_credit_balance: 2100,
  reported_credit_balance: 2480.5,
  number_of_late_payments: 4,
  date_of_last_activity: '2025-11-02',
  date_opened: '2019-06-01',
};

/** A fake API for one test file: listen before, reset between and close after the tests. */
export const apiServer = setupServer();

export function serveFakeApi(): void {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}

export interface SettlementApi {
  /** The bodies POSTed to /generate-pdf, in order. */
  generated: unknown[];
  /** The passwords sent to the gate, in order. */
  gatePasswords: unknown[];
}

/**
 * The directory (two creditors, Capital One's details), the gate (RIGHT_PASSWORD opens it on
 * one account, anything else is -1) and generate, answering `generateAnswer` (success unless given).
 */
export function serveSettlementApi(
  generateAnswer: { status: number; body: object } = {
    status: 201,
    body: { code: 0, msg: 'OK', result: 200, id: '0b5f4a8e-1d2c-4f6a-9b3e-7c8d9e0f1a2b' },
  },
): SettlementApi {
  const calls: SettlementApi = { generated: [], gatePasswords: [] };
  apiServer.use(
    http.get(apiUrl('/creditor/list'), () => HttpResponse.json(CREDITORS)),
    http.post(apiUrl('/creditor/get'), async ({ request }) => {
      const id: unknown = await request.json();
      return id === CREDITOR_ID
        ? HttpResponse.json(CAPITAL_ONE)
        : HttpResponse.json({ code: -3, msg: 'Not found.' }, { status: 404 });
    }),
    http.post(apiUrl('/banking-information/get'), async ({ request }) => {
      const password: unknown = await request.json();
      calls.gatePasswords.push(password);
      return password === RIGHT_PASSWORD
        ? HttpResponse.json([VISA])
        : HttpResponse.json({ code: -1, msg: 'Incorrect password.' }, { status: 403 });
    }),
    http.post(apiUrl('/generate-pdf'), async ({ request }) => {
      calls.generated.push(await request.json());
      return HttpResponse.json(generateAnswer.body, { status: generateAnswer.status });
    }),
  );
  return calls;
}
