import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SESSION_STORAGE_KEY, signedOut } from 'shared/session';
import {
  apiServer,
  apiUrl,
  recordLogouts,
  revokeAllSessions,
  serveFakeApi,
} from '../../testing/api-server';
import { loginHeading, renderApp } from '../../testing/render-app';

serveFakeApi();

const ENTRIES = [
  'Personal Information',
  'Credit Report Suite',
  'My Generated Letters',
  'Banking Information',
  'Credit Repair Suite',
  'Debt Settlement Suite',
  'Budget Suite',
  'Financial Suite',
  'Live Chat',
  'Identity Lock',
];

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const originalWidth = window.innerWidth;
afterEach(() => setWindowWidth(originalWidth));

describe('guard', () => {
  it('sends a visitor without a session key to the login page', async () => {
    const { router } = renderApp('/app/budget-suite');
    await loginHeading();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a tab holding a key in sessionStorage in, and /app opens Personal Information', async () => {
    const { router } = renderApp('/app', { storedKey: 'key-1' });
    expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/edit-personal-info/personal');
  });

  it('sends the user to login as soon as the key is cleared (a -4000 answer)', async () => {
    const { store, router } = renderApp('/app/live-chat', { storedKey: 'key-1' });
    await screen.findByRole('heading', { name: 'budget/LiveChat' });
    act(() => {
      store.dispatch(signedOut());
    });
    await loginHeading();
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs out on the next navigation once the server has revoked the key', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/app/live-chat', { storedKey: 'key-1' });
    await screen.findByRole('heading', { name: 'budget/LiveChat' });
    revokeAllSessions();
    await user.click(screen.getByRole('link', { name: 'Financial Suite' }));
    await loginHeading();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('You were signed out.');
  });

  it('says so at the login page when the session ended after 30 idle minutes, once', async () => {
    const user = userEvent.setup();
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    await screen.findByRole('heading', { name: 'budget/LiveChat' });
    revokeAllSessions('idle');
    await user.click(screen.getByRole('link', { name: 'Financial Suite' }));
    await loginHeading();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You were signed out after 30 minutes without activity.',
    );
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await user.click(await screen.findByRole('link', { name: 'Back to sign in' }));
    await loginHeading();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows Page not found for an unknown address inside the app, with a way back', async () => {
    const user = userEvent.setup();
    renderApp('/app/no-such-page', { storedKey: 'key-1' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Personal Information' }));
    expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
  });
});

describe('side navigation', () => {
  it('lists the ten suites in spec order, then Sign Out, then the terms and the privacy policy', async () => {
    setWindowWidth(1280);
    renderApp('/app/budget-suite', { storedKey: 'key-1' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      ...ENTRIES,
      'Terms of Service',
      'Privacy Policy',
    ]);
    expect(links[0]).toHaveAttribute('href', '/app/edit-personal-info/personal');
    expect(within(nav).getByRole('link', { name: 'Budget Suite' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('is open by default on a window wider than 740 px, and the Menu button closes it', async () => {
    const user = userEvent.setup();
    setWindowWidth(1024);
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('is closed by default at 600 px, opens with Menu and closes after a link is followed', async () => {
    const user = userEvent.setup();
    setWindowWidth(600);
    const { router } = renderApp('/app/live-chat', { storedKey: 'key-1' });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Identity Lock' }));
    expect(await screen.findByRole('heading', { name: 'budget/IdentityLock' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/identity-lock');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps keyboard focus inside the open overlay menu, and Escape returns it to Menu', async () => {
    const user = userEvent.setup();
    setWindowWidth(360);
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const lastStop = within(nav).getByRole('link', { name: 'Privacy Policy' });
    // Forward from the privacy policy link, the last stop, wraps to the top bar (Menu, then the
    // language switch), then into the menu; backward from Menu wraps to that link: the page under
    // the backdrop never gets focus.
    lastStop.focus();
    await user.tab();
    expect(menu).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Personal Information' })).toHaveFocus();
    menu.focus();
    await user.tab({ shift: true });
    expect(lastStop).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(nav).getByRole('link', { name: 'Terms of Service' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(nav).getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('returns focus to Menu after a choice in the overlay menu', async () => {
    const user = userEvent.setup();
    setWindowWidth(360);
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Identity Lock' }));
    await screen.findByRole('heading', { name: 'budget/IdentityLock' });
    expect(menu).toHaveFocus();
  });

  it('follows the window across 740 px: beside the page when it grows, closed when it shrinks again', async () => {
    const user = userEvent.setup();
    setWindowWidth(360);
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    const menu = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      setWindowWidth(1024);
      window.dispatchEvent(new Event('resize'));
    });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      setWindowWidth(700);
      window.dispatchEvent(new Event('resize'));
    });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    // A resize within the same side of 740 px changes nothing the user chose.
    await user.click(menu);
    act(() => {
      setWindowWidth(500);
      window.dispatchEvent(new Event('resize'));
    });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the menu open after following a link on a wide window', async () => {
    const user = userEvent.setup();
    setWindowWidth(1024);
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Identity Lock' }));
    await screen.findByRole('heading', { name: 'budget/IdentityLock' });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the privacy policy from its footer, and Back returns to the suite still signed in', async () => {
    const user = userEvent.setup();
    setWindowWidth(1024);
    const revoked = recordLogouts();
    const { router } = renderApp('/app/live-chat', { storedKey: 'key-7' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Privacy Policy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'budget/LiveChat' });
    expect(router.state.location.pathname).toBe('/app/live-chat');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('key-7');
    expect(revoked).toEqual([]);
  });

  it('signs out: revokes the key, clears it and returns to login', async () => {
    const user = userEvent.setup();
    setWindowWidth(1024);
    const revoked = recordLogouts();
    const { router } = renderApp('/app/live-chat', { storedKey: 'key-9' });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await loginHeading();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() => expect(revoked).toEqual(['key-9']));
    // The user signed out: nothing to explain.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a skip link to the main content first', async () => {
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });
});

describe('when the server is away', () => {
  const away =
    'We could not reach the server. What this page shows was loaded earlier and may be out of date.';

  it('says what the page shows may be out of date, and the notice goes once the server answers a navigation', async () => {
    const user = userEvent.setup();
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    await screen.findByRole('heading', { name: 'budget/LiveChat' });
    expect(screen.queryByText(away)).not.toBeInTheDocument();

    apiServer.use(http.get(apiUrl('/session'), () => HttpResponse.error()));
    await user.click(screen.getByRole('link', { name: 'Financial Suite' }));
    expect(await screen.findByText(away)).toBeInTheDocument();
    // The suite on the screen stays, below the notice.
    expect(
      await screen.findByRole('heading', { name: 'budget/FinancialSuite' }),
    ).toBeInTheDocument();

    apiServer.resetHandlers();
    await user.click(screen.getByRole('link', { name: 'Live Chat' }));
    await waitFor(() => expect(screen.queryByText(away)).not.toBeInTheDocument());
  });

  it('asks again with Retry', async () => {
    const user = userEvent.setup();
    apiServer.use(http.get(apiUrl('/session'), () => HttpResponse.error()));
    renderApp('/app/live-chat', { storedKey: 'key-1' });
    const notice = (await screen.findByText(away)).closest('[role="status"]');
    expect(notice).not.toBeNull();
    apiServer.resetHandlers();
    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(away)).not.toBeInTheDocument());
  });
});
