import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import {
  type AddressRecord,
  type BankingAccountRecord,
  type BankruptcyRecord,
  NO_DEBT_DETAILS,
} from 'shared/contract';
import { signedInSessionHandler } from 'shared/testing';

export const PASSWORD = 'Spruce-Harbour-0042';

export function apiUrl(path: string): string {
  return `${window.location.origin}/api/v1${path}`;
}

export const VISA: BankingAccountRecord = {
  id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  account_name: 'Maple Visa',
  full_account_number: '4520 8817 3306 9012',
  credit_limit: 5000,
  account_association: 'individual',
  account_type: 'revolving',
  account_status: 'agreed',
  correct_credit_balance: 1234.56,
  reported_credit_balance: 1534.07,
  number_of_late_payments: 2,
  date_of_last_activity: '2026-01-15',
  date_opened: '2019-06-01',
  ...NO_DEBT_DETAILS,
};

export interface FakeBankingApi {
  accounts: BankingAccountRecord[];
  /** Every request body received, by call. */
  calls: { method: string; path: string; body: unknown }[];
  /** When false, DELETE answers -1 as after the 15-minute grant. */
  grantOpen: boolean;
  /** What GET /address answers (the debt lines read the province from it); none by default. */
  addresses: Partial<AddressRecord>[];
  /** What GET /bankruptcy answers (a bankruptcy's dates count from its discharge); none by default. */
  bankruptcies: Partial<BankruptcyRecord>[];
}

/**
 * A fake of the banking calls that behaves like the API: the gate checks PASSWORD, writes check
 * `secret`, and DELETE needs the grant.
 */
export function createFakeBankingApi(initial: BankingAccountRecord[] = []) {
  const fake: FakeBankingApi = {
    accounts: [...initial],
    calls: [],
    grantOpen: true,
    addresses: [],
    bankruptcies: [],
  };
  const wrong = () => HttpResponse.json({ code: -1, msg: 'Incorrect password.' }, { status: 403 });
  let nextId = 1;
  const server = setupServer(
    signedInSessionHandler(),
    http.get(apiUrl('/address'), () => HttpResponse.json(fake.addresses)),
    http.get(apiUrl('/bankruptcy'), () => {
      fake.calls.push({ method: 'GET', path: '/bankruptcy', body: null });
      return HttpResponse.json(fake.bankruptcies);
    }),
    http.post(apiUrl('/banking-information/get'), async ({ request }) => {
      const body = await request.json();
      fake.calls.push({ method: 'POST', path: '/banking-information/get', body });
      if (body !== PASSWORD) return wrong();
      return HttpResponse.json(fake.accounts);
    }),
    http.post(apiUrl('/banking-information'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      fake.calls.push({ method: 'POST', path: '/banking-information', body });
      const { secret, ...account } = body;
      if (secret !== PASSWORD) return wrong();
      const id = `00000000-0000-4000-8000-00000000000${nextId++}`;
      fake.accounts.push({ ...(account as Omit<BankingAccountRecord, 'id'>), id });
      return HttpResponse.json({ code: 0, msg: 'OK', id }, { status: 201 });
    }),
    http.put(apiUrl('/banking-information'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      fake.calls.push({ method: 'PUT', path: '/banking-information', body });
      const { secret, ...account } = body;
      if (secret !== PASSWORD) return wrong();
      const index = fake.accounts.findIndex((existing) => existing.id === account.id);
      if (index < 0) return HttpResponse.json({ code: -3, msg: 'Not found' }, { status: 404 });
      fake.accounts[index] = account as BankingAccountRecord;
      return HttpResponse.json({ code: 0, msg: 'OK', id: account.id });
    }),
    http.delete(apiUrl('/banking-information'), async ({ request }) => {
      const body = await request.json();
      fake.calls.push({ method: 'DELETE', path: '/banking-information', body });
      if (!fake.grantOpen) {
        return HttpResponse.json(
          { code: -1, msg: 'Please enter your password again to continue.' },
          { status: 403 },
        );
      }
      const before = fake.accounts.length;
      fake.accounts = fake.accounts.filter((existing) => existing.id !== body);
      if (fake.accounts.length === before) {
        return HttpResponse.json({ code: -3, msg: 'Not found' }, { status: 404 });
      }
      return HttpResponse.json({ code: 0, msg: 'OK' });
    }),
  );
  return { fake, server };
}
