import { HttpResponse, http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type {
  AddressRecord,
  ContactRecord,
  CreditorDetail,
  CreditorListItem,
  EmploymentRecord,
} from 'shared/contract';

/** A test helper: the API calls the Errors on Credit Report wizard makes, answered in memory. */

export function apiUrl(path: string): string {
  return `${window.location.origin}/api/v1${path}`;
}

export const CAPITAL_ONE_ID = '5b0e9d44-3c1f-4d7a-9a51-0b6f3e2a9c11';

export const CAPITAL_ONE: CreditorDetail = {
  code: 0,
  msg: 'OK',
  company: 'Capital One (Canada)',
  address: '5140 Yonge Street, Suite 1900',
  city: 'Toronto',
  province: 'Ontario',
  postal_code: 'M2N 6L7',
  fax: '1-888-555-0143',
  phone: '1-800-481-3239',
};

const CREDITORS: CreditorListItem[] = [
  ['7f3e2a10-9b1c-4d5e-8f60-112233445566', 'Bank of Montreal'],
  [CAPITAL_ONE_ID, 'Capital One (Canada)'],
];

export interface Profile {
  contacts?: Partial<ContactRecord>[];
  addresses?: Partial<AddressRecord>[];
  employments?: Partial<EmploymentRecord>[];
  /** Resolves when /employment may answer (to test a prefill that arrives late). */
  employmentsReady?: Promise<void>;
}

export interface GenerateAnswer {
  status: number;
  body: object;
}

export const GENERATED: GenerateAnswer = {
  status: 201,
  body: { code: 0, msg: 'OK', result: 200, id: '0b5f4a8e-1d2c-4f6a-9b3e-7c8d9e0f1a2b' },
};

/**
 * Serves the profile reads, the creditor directory and generate; returns the generate bodies
 * received, in order.
 */
export function serveRepairApi(
  server: SetupServerApi,
  profile: Profile = {},
  answers: GenerateAnswer[] = [GENERATED],
): unknown[] {
  const generated: unknown[] = [];
  server.use(
    http.get(apiUrl('/contact'), () => HttpResponse.json(profile.contacts ?? [])),
    http.get(apiUrl('/address'), () => HttpResponse.json(profile.addresses ?? [])),
    http.get(apiUrl('/employment'), async () => {
      await profile.employmentsReady;
      return HttpResponse.json(profile.employments ?? []);
    }),
    http.get(apiUrl('/creditor/list'), () => HttpResponse.json(CREDITORS)),
    http.post(apiUrl('/creditor/get'), async ({ request }) => {
      const id = await request.json();
      return id === CAPITAL_ONE_ID
        ? HttpResponse.json(CAPITAL_ONE)
        : HttpResponse.json({ code: -3, msg: 'Not found.' }, { status: 404 });
    }),
    http.post(apiUrl('/generate-pdf'), async ({ request }) => {
      generated.push(await request.json());
      const answer = answers[Math.min(generated.length, answers.length) - 1] ?? GENERATED;
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return generated;
}
