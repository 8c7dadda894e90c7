import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { type Budget, DEFAULT_BUDGET } from 'shared/contract';

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
