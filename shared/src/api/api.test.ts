import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { i18n, LANGUAGE } from 'shared/i18n';
import { SESSION_STORAGE_KEY, selectSessionKey, signedIn } from 'shared/session';
import { createTestStore } from 'shared/testing';
import {
  answerCode,
  bareJsonBody,
  fieldErrors,
  isNetworkError,
  retryAfterMinutes,
} from './answers';
import { api } from './api';

const server = setupServer();
const url = (path: string) => `${window.location.origin}/api/v1${path}`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Promise.withResolvers needs Node 22; we support Node 20.
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function signedInStore(key = 'key-1') {
  const store = createTestStore();
  store.dispatch(signedIn(key));
  return store;
}

/** A registration body: the simplest unauthenticated mutation of the api slice. */
const REGISTRATION = {
  email: 'a@example.ca',
  password: 'long enough password',
  accept_terms: true,
} as const;

describe('base query', () => {
  it('sends the session key as X-API-Key', async () => {
    let sentKey: string | null = null;
    server.use(
      http.get(url('/health'), ({ request }) => {
        sentKey = request.headers.get('X-API-Key');
        return HttpResponse.json({ code: 0, msg: 'OK', database: 'pglite' });
      }),
    );
    const store = signedInStore('secret-key');
    const result = await store.dispatch(api.endpoints.health.initiate());
    expect(sentKey).toBe('secret-key');
    expect(answerCode(result)).toBe(0);
  });

  it('sends no X-API-Key when signed out', async () => {
    let hadKey = true;
    server.use(
      http.post(url('/register'), ({ request }) => {
        hadKey = request.headers.has('X-API-Key');
        return HttpResponse.json({ code: 0, msg: 'OK', key: 'k' });
      }),
    );
    await createTestStore().dispatch(api.endpoints.register.initiate(REGISTRATION));
    expect(hadKey).toBe(false);
  });

  it.each([
    ['a 401 error answer', 401],
    ['a 200 answer', 200],
  ])('signs out and clears the stored key on code -4000 in %s', async (_name, status) => {
    server.use(
      http.post(url('/change-password'), () =>
        HttpResponse.json({ code: -4000, msg: 'Session invalid' }, { status }),
      ),
    );
    const store = signedInStore();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('key-1');
    const result = await store.dispatch(
      api.endpoints.changePassword.initiate({ old_password: 'x', new_password: 'y'.repeat(12) }),
    );
    expect(answerCode(result)).toBe(-4000);
    expect(selectSessionKey(store.getState())).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('signs out on code -4000 answering a query', async () => {
    server.use(
      http.get(url('/health'), () =>
        HttpResponse.json({ code: -4000, msg: 'Session invalid' }, { status: 401 }),
      ),
    );
    const store = signedInStore();
    await store.dispatch(api.endpoints.health.initiate());
    expect(selectSessionKey(store.getState())).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps a newer session when a late -4000 answers a request sent with an older key', async () => {
    const { promise: arrived, resolve: markArrived } = deferred();
    const { promise: release, resolve: answer } = deferred();
    server.use(
      http.get(url('/health'), async () => {
        markArrived();
        await release;
        return HttpResponse.json({ code: -4000, msg: 'Session invalid' }, { status: 401 });
      }),
    );
    const store = signedInStore('old-key');
    const pending = store.dispatch(api.endpoints.health.initiate());
    await arrived;
    store.dispatch(signedIn('new-key'));
    answer();
    await pending;
    expect(selectSessionKey(store.getState())).toBe('new-key');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('new-key');
  });

  it('leaves the session alone on other error codes', async () => {
    server.use(
      http.post(url('/change-password'), () =>
        HttpResponse.json({ code: -1, msg: 'Wrong password' }, { status: 403 }),
      ),
    );
    const store = signedInStore();
    const result = await store.dispatch(
      api.endpoints.changePassword.initiate({ old_password: 'x', new_password: 'y'.repeat(12) }),
    );
    expect(answerCode(result)).toBe(-1);
    expect(selectSessionKey(store.getState())).toBe('key-1');
  });

  it('drops cached answers on sign-out', async () => {
    server.use(
      http.get(url('/health'), () => HttpResponse.json({ code: 0, msg: 'OK', database: 'pglite' })),
    );
    const store = signedInStore();
    await store.dispatch(api.endpoints.health.initiate());
    expect(api.endpoints.health.select()(store.getState()).data).toBeDefined();
    server.use(
      http.post(url('/change-password'), () =>
        HttpResponse.json({ code: -4000, msg: 'Session invalid' }, { status: 401 }),
      ),
    );
    await store.dispatch(
      api.endpoints.changePassword.initiate({ old_password: 'x', new_password: 'y'.repeat(12) }),
    );
    await vi.waitFor(() =>
      expect(api.endpoints.health.select()(store.getState()).data).toBeUndefined(),
    );
  });

  it('reports a network failure as a network error without a code', async () => {
    server.use(http.post(url('/register'), () => HttpResponse.error()));
    const result = await createTestStore().dispatch(api.endpoints.register.initiate(REGISTRATION));
    expect(isNetworkError(result.error)).toBe(true);
    expect(answerCode(result)).toBeNull();
  });
});

describe('answer helpers', () => {
  it('reads the field messages of a -2 answer', async () => {
    server.use(
      http.post(url('/register'), () =>
        HttpResponse.json(
          {
            code: -2,
            msg: 'Validation failed',
            errors: { email: 'An account with this email address already exists.' },
          },
          { status: 400 },
        ),
      ),
    );
    const result = await createTestStore().dispatch(
      api.endpoints.register.initiate({
        email: 'a@example.ca',
        password: 'long enough password',
        accept_terms: true,
      }),
    );
    expect(answerCode(result)).toBe(-2);
    expect(fieldErrors(result)).toEqual({
      email: 'An account with this email address already exists.',
    });
    expect(isNetworkError(result.error)).toBe(false);
  });

  it('reads the wait of a -5 answer in whole minutes', async () => {
    server.use(
      http.post(url('/register'), () =>
        HttpResponse.json(
          { code: -5, msg: 'Too many attempts', retry_after: 601 },
          { status: 429 },
        ),
      ),
    );
    const result = await createTestStore().dispatch(api.endpoints.register.initiate(REGISTRATION));
    expect(answerCode(result)).toBe(-5);
    expect(retryAfterMinutes(result)).toBe(11);
    expect(fieldErrors(result)).toEqual({});
  });

  it('reads the code of an error caught from unwrap()', async () => {
    server.use(
      http.post(url('/register'), () =>
        HttpResponse.json({ code: -1, msg: 'Wrong credentials' }, { status: 401 }),
      ),
    );
    const store = createTestStore();
    const error: unknown = await store
      .dispatch(api.endpoints.register.initiate(REGISTRATION))
      .unwrap()
      .catch((caught: unknown) => caught);
    expect(answerCode({ error })).toBe(-1);
  });

  it('counts a list answer as success', () => {
    expect(answerCode({ data: [] })).toBe(0);
    expect(answerCode({})).toBeNull();
  });
});

describe('bareJsonBody', () => {
  it('sends a bare id as a JSON string, as the delete calls need', async () => {
    const withDelete = api.injectEndpoints({
      endpoints: (build) => ({
        deleteThing: build.mutation<unknown, string>({
          query: (id) => ({ url: '/thing', method: 'DELETE', ...bareJsonBody(id) }),
        }),
      }),
    });
    let received: { type: string | null; body: unknown; key: string | null } | null = null;
    server.use(
      http.delete(url('/thing'), async ({ request }) => {
        received = {
          type: request.headers.get('Content-Type'),
          body: await request.json(),
          key: request.headers.get('X-API-Key'),
        };
        return HttpResponse.json({ code: 0, msg: 'OK' });
      }),
    );
    await signedInStore('k').dispatch(withDelete.endpoints.deleteThing.initiate('0b5f-id'));
    expect(received).toEqual({ type: 'application/json', body: '0b5f-id', key: 'k' });
  });
});

describe('the page language', () => {
  afterEach(async () => {
    await i18n.changeLanguage(LANGUAGE);
  });

  it('is sent as Accept-Language on every request, so the API answers in it', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(url('/health'), ({ request }) => {
        sent.push(request.headers.get('Accept-Language'));
        return HttpResponse.json({ code: 0, msg: 'OK', database: 'pglite' });
      }),
    );
    const store = signedInStore();
    await store.dispatch(api.endpoints.health.initiate(undefined, { forceRefetch: true }));
    await i18n.changeLanguage('fr-CA');
    await store.dispatch(api.endpoints.health.initiate(undefined, { forceRefetch: true }));
    expect(sent).toEqual(['en-CA', 'fr-CA']);
  });

  it('is saved alone with PUT /language, and the session answer follows', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(url('/session'), () =>
        HttpResponse.json({ code: 0, msg: 'OK', email: 'a@example.ca', language: 'en' }),
      ),
      http.put(url('/language'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 0, msg: 'OK', language: 'fr' });
      }),
    );
    const store = signedInStore();
    await store.dispatch(api.endpoints.session.initiate());
    const saved = await store.dispatch(api.endpoints.saveLanguage.initiate({ language: 'fr' }));
    expect(answerCode(saved)).toBe(0);
    expect(bodies).toEqual([{ language: 'fr' }]);
    expect(api.endpoints.session.select()(store.getState()).data?.language).toBe('fr');
  });
});
