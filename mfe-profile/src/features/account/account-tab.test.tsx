import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { SecurityEventEntry, SessionEntry } from 'shared/contract';
import { plainSpaces, showInFrench, signedInSessionHandler } from 'shared/testing';
import { apiUrl } from '../../testing/fake-profile-api';
import { renderSuite } from '../../testing/render-suite';

// The suite loads this tab lazily; importing it here keeps that time out of the first test.
import './account-tab';

const server = setupServer(signedInSessionHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TAB = '/app/edit-personal-info/account';
const CHROME_HERE: SessionEntry = {
  id: '0b9a3f34-5d7e-4d1c-9a59-1f7c3e2b8a01',
  device: { browser: 'Chrome', os: 'Windows', type: 'desktop' },
  signed_in_at: '2026-11-20T14:00:00.000Z',
  last_active_at: '2026-11-24T15:30:00.000Z',
  current: true,
};
const SAFARI_PHONE: SessionEntry = {
  id: '5c2e8d10-7f4b-4e2a-8c3d-2a9b6e1f0c02',
  device: { browser: 'Safari', os: 'iOS', type: 'mobile' },
  signed_in_at: '2026-11-22T09:15:00.000Z',
  last_active_at: '2026-11-23T18:45:00.000Z',
  current: false,
};
const UNKNOWN: SessionEntry = {
  id: '9d4f1a22-3b6c-4f8e-a1d2-7c5b3e9f0d03',
  device: { browser: null, os: null, type: null },
  signed_in_at: '2026-11-21T08:00:00.000Z',
  last_active_at: '2026-11-21T08:05:00.000Z',
  current: false,
};
const EVENTS: SecurityEventEntry[] = [
  { kind: 'sign_in', at: '2026-11-24T15:00:00.000Z', device: CHROME_HERE.device },
  { kind: 'sign_in_failed', at: '2026-11-24T14:59:00.000Z', device: CHROME_HERE.device },
  { kind: 'password_reset', at: '2026-11-23T10:00:00.000Z', device: SAFARI_PHONE.device },
];

/** The server's sessions, ended as the real one ends them; every DELETE body is kept. */
function serveAccount(sessions: SessionEntry[], events: SecurityEventEntry[] = EVENTS) {
  let live = [...sessions];
  const ended: unknown[] = [];
  server.use(
    http.get(apiUrl('/sessions'), () => HttpResponse.json(live)),
    http.delete(apiUrl('/sessions'), async ({ request }) => {
      const choice = await request.json();
      ended.push(choice);
      const before = live.length;
      live = live.filter((entry) =>
        choice === 'others' ? entry.current : entry.id !== choice || entry.current,
      );
      if (live.length === before) {
        return HttpResponse.json({ code: -3, msg: 'not found' }, { status: 404 });
      }
      return HttpResponse.json({ code: 0, msg: 'Success' });
    }),
    http.get(apiUrl('/security-events'), () => HttpResponse.json(events)),
    // The two-step section (tested in two-step/) loads its state beside these.
    http.get(apiUrl('/totp'), () =>
      HttpResponse.json({ code: 0, msg: 'Success', enabled: false, recovery_codes_left: 0 }),
    ),
  );
  return ended;
}

describe('the Account and privacy tab', () => {
  it('is the seventh tab of Personal Information', async () => {
    serveAccount([CHROME_HERE]);
    renderSuite(TAB);
    const tabs = within(await screen.findByRole('navigation', { name: /sections/ }));
    const links = tabs.getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[6]).toHaveAccessibleName('Account and privacy');
    expect(links[6]).toHaveAttribute('aria-current', 'page');
  });

  it('lists each signed-in device, marks this one, and offers to sign out the others', async () => {
    serveAccount([CHROME_HERE, SAFARI_PHONE, UNKNOWN]);
    renderSuite(TAB);
    const list = within(await screen.findByRole('list', { name: 'Signed-in devices' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(plainSpaces(items[0]?.textContent)).toMatch(/Signed in Nov 20, 2026/);
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).not.toHaveTextContent('This device');
    expect(items[2]).toHaveTextContent('Unknown device');
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: /^Sign out Safari on iOS/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();
  });

  it('signs out one device by its id, and the list no longer shows it', async () => {
    const user = userEvent.setup();
    const ended = serveAccount([CHROME_HERE, SAFARI_PHONE, UNKNOWN]);
    renderSuite(TAB);
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByText('That device was signed out.')).toBeVisible();
    expect(ended).toEqual([SAFARI_PHONE.id]);
    const list = within(screen.getByRole('list', { name: 'Signed-in devices' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.queryByText('Safari on iOS')).toBeNull();
  });

  it('signs out everywhere else, leaving this device alone', async () => {
    const user = userEvent.setup();
    const ended = serveAccount([CHROME_HERE, SAFARI_PHONE, UNKNOWN]);
    renderSuite(TAB);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Every other device was signed out.')).toBeVisible();
    expect(ended).toEqual(['others']);
    expect(await screen.findByText('You are signed in on this device only.')).toBeVisible();
    const list = within(screen.getByRole('list', { name: 'Signed-in devices' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('says so when a sign-out fails, and keeps the device listed', async () => {
    const user = userEvent.setup();
    serveAccount([CHROME_HERE, SAFARI_PHONE]);
    server.use(
      http.delete(apiUrl('/sessions'), () =>
        HttpResponse.json({ code: -1000, msg: 'error' }, { status: 500 }),
      ),
    );
    renderSuite(TAB);
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(
      await screen.findByText('The device could not be signed out. Please try again.'),
    ).toBeVisible();
    const list = within(screen.getByRole('list', { name: 'Signed-in devices' }));
    expect(list.getByText('Safari on iOS')).toBeVisible();
  });

  it('shows the sign-in history, the newest first, with what happened on which device', async () => {
    serveAccount([CHROME_HERE]);
    renderSuite(TAB);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Signed in');
    expect(rows[2]).toHaveTextContent('Sign-in failed');
    expect(rows[2]).toHaveTextContent('Chrome on Windows');
    expect(rows[3]).toHaveTextContent('Password reset by email');
    expect(rows[3]).toHaveTextContent('Safari on iOS');
  });

  it('offers Retry when the sessions cannot be loaded', async () => {
    serveAccount([CHROME_HERE]);
    server.use(
      http.get(apiUrl('/sessions'), () =>
        HttpResponse.json({ code: -1000, msg: 'error' }, { status: 500 }),
      ),
    );
    renderSuite(TAB);
    expect(await screen.findByText('Your information could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  describe('in French', () => {
    showInFrench();

    it('names the devices, times and events in French', async () => {
      serveAccount([CHROME_HERE, SAFARI_PHONE]);
      renderSuite(TAB);
      const list = within(await screen.findByRole('list', { name: 'Appareils connectés' }));
      const [here, phone] = list.getAllByRole('listitem');
      expect(here).toHaveTextContent('Chrome sur Windows');
      expect(here).toHaveTextContent('Cet appareil');
      expect(plainSpaces(here?.textContent)).toMatch(/Connexion : 20 nov\. 2026/);
      expect(phone).toHaveTextContent('Safari sur iOS');
      expect(
        screen.getByRole('button', { name: 'Déconnecter tous les autres appareils' }),
      ).toBeVisible();
      const table = screen.getByRole('table');
      expect(within(table).getByText('Connexion refusée')).toBeVisible();
      expect(within(table).getByText('Mot de passe réinitialisé par courriel')).toBeVisible();
    });
  });
});
