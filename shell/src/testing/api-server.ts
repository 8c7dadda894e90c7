import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import {
  OPERATOR_PATH,
  type Operator,
  POLICIES_EFFECTIVE_DATE,
  type SessionEndReason,
} from 'shared/contract';
import { signedInSessionHandler } from 'shared/testing';
import { forgetOperator } from '../lib/operator';

export function apiUrl(path: string): string {
  return `${window.location.origin}/api/v1${path}`;
}

/** The operator the terms and the privacy policy name (GET /operator). */
export const TEST_OPERATOR: Operator = {
  name: 'Crédit Nord Inc.',
  address: ['500, rue Principale, bureau 2', 'Québec (Québec)  G1K 3A1'],
  email: 'vie-privee@creditnord.ca',
  effective_date: POLICIES_EFFECTIVE_DATE,
};

/** GET /operator answers `operator` (TEST_OPERATOR by default). */
export function operatorHandler(operator: Operator = TEST_OPERATOR) {
  return http.get(`${window.location.origin}${OPERATOR_PATH}`, () =>
    HttpResponse.json({ code: 0, msg: 'OK', ...operator }),
  );
}

/**
 * A fake API for a test file: start it in beforeAll, reset in afterEach, close in afterAll. The
 * app asks who the key belongs to on every navigation; by default the key is alive.
 */
export const apiServer = setupServer(signedInSessionHandler(), operatorHandler());

/**
 * From now on the server has ended every session (`reason` as the -4000 answer gives it: revoked
 * by a sign-out elsewhere, or idle for 30 minutes): guarded calls answer -4000.
 */
export function revokeAllSessions(reason: SessionEndReason = 'revoked'): void {
  apiServer.use(
    http.get(apiUrl('/session'), () =>
      HttpResponse.json(
        { code: -4000, msg: 'Your session has ended. Please sign in again.', reason },
        { status: 401 },
      ),
    ),
  );
}

/** Records every POST /logout and the key it carried. */
export function recordLogouts(): (string | null)[] {
  const keys: (string | null)[] = [];
  apiServer.use(
    http.post(apiUrl('/logout'), ({ request }) => {
      keys.push(request.headers.get('X-API-Key'));
      return HttpResponse.json({ code: 0, msg: 'OK' });
    }),
  );
  return keys;
}

export function serveFakeApi(): void {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    apiServer.resetHandlers();
    // Each test asks the server for the operator again.
    forgetOperator();
  });
  afterAll(() => apiServer.close());
}
