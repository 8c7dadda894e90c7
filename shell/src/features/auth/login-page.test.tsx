import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SESSION_STORAGE_KEY } from 'shared/session';
import { apiServer, apiUrl, recordLogouts, serveFakeApi } from '../../testing/api-server';
import { fakeSuiteLoader, loginHeading, renderApp } from '../../testing/render-app';

serveFakeApi();

/** Answers POST /login with `body` and `status`, recording the bodies received. */
function answerLogin(body: object, status = 200): unknown[] {
  const received: unknown[] = [];
  apiServer.use(
    http.post(apiUrl('/login'), async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}

async function showLogin() {
  const rendered = renderApp('/');
  await loginHeading();
  return {
    ...rendered,
    email: screen.getByLabelText('Email Address'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Login' }),
  };
}

describe('login page', () => {
  it('asks for the username and the password when submitted empty, without calling the API', async () => {
    const user = userEvent.setup();
    const received = answerLogin({ code: 0, msg: 'OK', key: 'k' });
    const { submit } = await showLogin();
    await user.click(submit);
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(received).toEqual([]);
  });

  it('asks for the email address while typing when the field is emptied', async () => {
    const user = userEvent.setup();
    const { email, password } = await showLogin();
    await user.type(email, 'a');
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
    await user.clear(email);
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    await user.type(email, 'b');
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
    await user.type(password, 'x');
    await user.clear(password);
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
  });

  it('submits with Enter, signs in, stores the key and opens Personal Information', async () => {
    const user = userEvent.setup();
    const received = answerLogin({ code: 0, msg: 'OK', key: 'new-key' });
    const { email, password, router } = await showLogin();
    await user.type(email, '  ada@example.ca ');
    await user.type(password, 'a long password{Enter}');
    expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/edit-personal-info/personal');
    expect(received).toEqual([{ username: 'ada@example.ca', password: 'a long password' }]);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('new-key');
  });

  it('says the credentials are wrong on -1 and stays on the page', async () => {
    const user = userEvent.setup();
    answerLogin({ code: -1, msg: 'Wrong credentials' }, 401);
    const { email, password, submit, router } = await showLogin();
    await user.type(email, 'ada@example.ca');
    await user.type(password, 'wrong password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Email Address or Password was incorrect.',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('says how many minutes to wait on -5', async () => {
    const user = userEvent.setup();
    answerLogin({ code: -5, msg: 'Too many attempts', retry_after: 121 }, 429);
    const { email, password, submit } = await showLogin();
    await user.type(email, 'ada@example.ca');
    await user.type(password, 'any password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 3 minutes.',
    );
  });

  it('says Unhandled error. on any other code', async () => {
    const user = userEvent.setup();
    answerLogin({ code: -2, msg: 'Invalid', errors: { username: 'Too long' } }, 400);
    const { email, password, submit } = await showLogin();
    await user.type(email, 'ada@example.ca');
    await user.type(password, 'any password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unhandled error.');
  });

  it('explains a network failure and keeps what was typed', async () => {
    const user = userEvent.setup();
    apiServer.use(http.post(apiUrl('/login'), () => HttpResponse.error()));
    const { email, password, submit } = await showLogin();
    await user.type(email, 'ada@example.ca');
    await user.type(password, 'my password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(email).toHaveValue('ada@example.ca');
    expect(password).toHaveValue('my password');
  });

  it('ends a session still held in the tab: clears the key and revokes it on the server', async () => {
    const revoked = recordLogouts();
    const { store } = renderApp('/', { storedKey: 'old-key' });
    await loginHeading();
    expect(store.getState().session.key).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() => expect(revoked).toContain('old-key'));
  });

  it('signs in again in the same tab after Sign Out, with the new key', async () => {
    const user = userEvent.setup();
    recordLogouts();
    const { store } = renderApp('/app/live-chat', { storedKey: 'first-key' });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await loginHeading();
    answerLogin({ code: 0, msg: 'OK', key: 'second-key' });
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.ca');
    await user.type(screen.getByLabelText('Password'), 'a long password{Enter}');
    expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
    expect(store.getState().session.key).toBe('second-key');
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('second-key');
  });

  it('signs in where the browser refuses sessionStorage (cookies blocked)', async () => {
    const user = userEvent.setup();
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      answerLogin({ code: 0, msg: 'OK', key: 'memory-key' });
      const { email, password, router } = await showLogin();
      await user.type(email, 'ada@example.ca');
      await user.type(password, 'a long password{Enter}');
      expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/app/edit-personal-info/personal');
    } finally {
      refused.mockRestore();
    }
  });

  it('starts loading the first suite after sign-in once, when the visitor starts typing', async () => {
    const user = userEvent.setup();
    const loaded: string[] = [];
    const suiteLoader = fakeSuiteLoader(async (id) => {
      loaded.push(id);
      return () => <h1>{id}</h1>;
    });
    renderApp('/', { suiteLoader });
    await loginHeading();
    expect(loaded).toEqual([]);
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.ca');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await vi.waitFor(() => expect(loaded).toEqual(['profile/App']));
  });

  it('names itself in the browser tab', async () => {
    await showLogin();
    expect(document.title).toBe('Sign in to your account – Credit Repair Canada');
  });

  it('links to account creation, the terms and the privacy policy', async () => {
    const user = userEvent.setup();
    await showLogin();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/termsofservice',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
  });
});
