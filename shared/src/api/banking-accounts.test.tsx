import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { type BankingAccountRecord, NO_DEBT_DETAILS } from 'shared/contract';
import { sessionReducer, sessionStorageListener, signedIn } from 'shared/session';
import { answerCode } from './answers';
import { api } from './api';
import { ConcealedPassword, useFetchBankingAccounts } from './banking-accounts';

const server = setupServer();
const url = (path: string) => `${window.location.origin}/api/v1${path}`;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PASSWORD = 'Spruce-Harbour-0042';
const NUMBER = '4520 8817 3306 9012';

function account(id: string, name: string, number: string): BankingAccountRecord {
  return {
    id,
    account_name: name,
    full_account_number: number,
    credit_limit: 5000,
    account_association: '',
    account_type: 'revolving',
    account_status: 'paid',
    correct_credit_balance: 1234.56,
    reported_credit_balance: 0,
    number_of_late_payments: 0,
    date_of_last_activity: '2026-01-15',
    date_opened: '2019-06-01',
    ...NO_DEBT_DETAILS,
  };
}

/** A store wired like the shell's, that also records every action as JSON would show it. */
function recordingStore() {
  const actions: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(JSON.stringify(action));
    return next(action);
  };
  const store = configureStore({
    reducer: { session: sessionReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(sessionStorageListener.middleware, record)
        .concat(api.middleware),
  });
  store.dispatch(signedIn('key-1'));
  return { store, actions };
}

function renderFetch(store: ReturnType<typeof recordingStore>['store']) {
  return renderHook(() => useFetchBankingAccounts(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    ),
  });
}

function serveAccounts(received: unknown[]) {
  server.use(
    http.post(url('/banking-information/get'), async ({ request }) => {
      received.push({
        type: request.headers.get('Content-Type'),
        body: await request.json(),
      });
      return HttpResponse.json([
        account('b', 'maple Visa', NUMBER),
        account('a', 'Car loan', 'LK-77031954'),
        account('c', 'Zed line of credit', '1'),
      ]);
    }),
  );
}

describe('useFetchBankingAccounts', () => {
  it('posts the password as a bare JSON string and answers the accounts by account_name', async () => {
    const received: unknown[] = [];
    serveAccounts(received);
    const { store } = recordingStore();
    const { result } = renderFetch(store);
    const outcome = await result.current(new ConcealedPassword(PASSWORD));
    expect(received).toEqual([{ type: 'application/json', body: PASSWORD }]);
    expect(answerCode(outcome)).toBe(0);
    expect('data' in outcome && outcome.data.map((a) => a.account_name)).toEqual([
      'Car loan',
      'maple Visa',
      'Zed line of credit',
    ]);
  });

  it('leaves neither the password nor the account numbers in the store or its action log', async () => {
    serveAccounts([]);
    const { store, actions } = recordingStore();
    const { result } = renderFetch(store);
    await result.current(new ConcealedPassword(PASSWORD));
    const state = JSON.stringify(store.getState());
    expect(state).not.toContain(PASSWORD);
    expect(state).not.toContain(NUMBER);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.join('\n')).not.toContain(PASSWORD);
  });

  it('hands back the error answer of a wrong password', async () => {
    server.use(
      http.post(url('/banking-information/get'), () =>
        HttpResponse.json({ code: -1, msg: 'Incorrect password.' }, { status: 403 }),
      ),
    );
    const { store } = recordingStore();
    const { result } = renderFetch(store);
    expect(answerCode(await result.current(new ConcealedPassword('wrong')))).toBe(-1);
  });
});

describe('ConcealedPassword', () => {
  it('shows the password only through reveal()', () => {
    const concealed = new ConcealedPassword(PASSWORD);
    expect(concealed.reveal()).toBe(PASSWORD);
    expect(JSON.stringify({ concealed })).toBe('{"concealed":"[concealed]"}');
    expect(String(concealed)).toBe('[concealed]');
    expect(Object.keys(concealed)).toEqual([]);
  });
});
