import { screen, within } from '@testing-library/react';
import { type SetupServerApi, setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'shared/router';
import { signedIn } from 'shared/session';
import { createTestStore, renderWithProviders } from 'shared/testing';
import GeneratedLettersSuite from '../app/suite';

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/**
 * The suite as the shell mounts it, signed in, with the current path shown for assertions, at
 * `route` (a path, or one with the router state a Generate hands it).
 */
export function renderLetters(
  route: string | { pathname: string; state?: unknown } = '/app/my-generated-letters',
) {
  const store = createTestStore();
  store.dispatch(signedIn('key-1'));
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/app/my-generated-letters/*" element={<GeneratedLettersSuite />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </>,
    { route, store },
  );
}

/** "Today" for the tracker: the clock only, so user-event and MSW keep their real timers. */
export function setToday(isoInstant: string): void {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(isoInstant) });
}

/** A letter's row in My Generated Letters, found by the name in its row header. */
export async function letterRow(name: string): Promise<HTMLElement> {
  const header = await screen.findByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The status and reply-due cells of a letter's row, as read. */
export async function trackingCells(name: string): Promise<{ status: string; due: string }> {
  const [, status, due] = within(await letterRow(name)).getAllByRole('cell');
  return { status: status?.textContent ?? '', due: due?.textContent ?? '' };
}

/**
 * An MSW server for one test file, listening for its whole run: unhandled requests fail, each
 * test starts on the tracker's "today" and leaves with real timers and fresh handlers.
 */
export function lettersTestServer(today: string): SetupServerApi {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => setToday(today));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}
