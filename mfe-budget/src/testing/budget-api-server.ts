import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { type Budget, type CurrentAddressRecord, DEFAULT_BUDGET } from 'shared/contract';

export function apiUrl(path: string): string {
  return `${window.location.origin}/api/v1${path}`;
}

/**
 * A fake API for a test file (see serveFakeApi). Its standing handlers outlive resetHandlers: the
 * suite sends a waiting change when it unmounts, which happens after a test's own handlers are gone.
 */
export const apiServer = setupServer(
  http.get(apiUrl('/budget'), () => HttpResponse.json(DEFAULT_BUDGET)),
  http.put(apiUrl('/budget'), () => HttpResponse.json({ code: 0, msg: 'OK' })),
  // Identity Lock reads the current address for its province; none by default.
  http.get(apiUrl('/address'), () => HttpResponse.json([])),
);

export function serveFakeApi(): void {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}

export interface ReceivedPut {
  body: unknown;
  keepalive: boolean;
  key: string | null;
}

/**
 * GET /budget answers `stored` (the defaults unless given), and every PUT /budget is recorded
 * and answered `putAnswer` (success unless given), becoming what the next GET answers.
 */
export function serveBudget(
  stored: Budget = DEFAULT_BUDGET,
  putAnswer: { status: number; body: object } = { status: 200, body: { code: 0, msg: 'OK' } },
): ReceivedPut[] {
  const puts: ReceivedPut[] = [];
  let current: unknown = stored;
  apiServer.use(
    http.get(apiUrl('/budget'), () => HttpResponse.json(current as Budget)),
    http.put(apiUrl('/budget'), async ({ request }) => {
      const body: unknown = await request.json();
      puts.push({ body, keepalive: request.keepalive, key: request.headers.get('X-API-Key') });
      if (putAnswer.status === 200) current = body;
      return HttpResponse.json(putAnswer.body, { status: putAnswer.status });
    }),
  );
  return puts;
}

/** GET /address answers one current address in the province `provinceId`, at `postalCode`. */
export function serveCurrentAddress(provinceId: number, postalCode: string): void {
  const address: CurrentAddressRecord = {
    id: '3f9d6a52-4b1e-4c8a-9a57-0c2d9e1b7a10',
    address_line_one: '12 Main Street',
    address_line_two: '',
    city: 'Somewhere',
    province_id: provinceId,
    postal_code: postalCode,
    is_previous: false,
    rent_or_mortgage_cost: 1000,
    time_at_address: 1,
    is_renting: true,
  };
  apiServer.use(http.get(apiUrl('/address'), () => HttpResponse.json([address])));
}
