import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setLanguage } from 'shared/i18n';
import { SESSION_STORAGE_KEY } from 'shared/session';
import { apiServer, apiUrl, serveFakeApi } from '../../testing/api-server';
import { renderApp } from '../../testing/render-app';

serveFakeApi();

const TOKEN = 'a'.repeat(43);
const NEW_PASSWORD = 'Granite-Lake-Window-42';
const SENT = 'If an account uses this address, we sent a link. It works for 30 minutes.';
const INVALID = 'This link has expired or was already used. Ask for a new one.';

/** The reset request's answer, as the real server gives it for any address; bodies kept. */
function answerResetRequest(status = 200, answer: object = { code: 0, msg: SENT }) {
  const received: unknown[] = [];
  apiServer.use(
    http.post(apiUrl('/password-reset/request'), async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return received;
}

function answerResetConfirm(status: number, answer: object) {
  const received: unknown[] = [];
  apiServer.use(
    http.post(apiUrl('/password-reset/confirm'), async ({ request }) => {
      received.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return received;
}

async function chooseNewPassword(confirm = NEW_PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New Password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save my new password' }));
}

describe('a forgotten password', () => {
  it('is one link away from the login page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(document.title).toMatch(/^Reset your password/);
  });

  it('asks for a link and says the same thing whether or not the address has an account', async () => {
    const user = userEvent.setup();
    const received = answerResetRequest();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.ca');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(received).toEqual([{ email: 'ada@example.ca' }]);
  });

  it('refuses an address that is not one, without asking the server', async () => {
    const user = userEvent.setup();
    const received = answerResetRequest();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeVisible();
    expect(received).toEqual([]);
  });

  it('says how long to wait when too many links were asked for', async () => {
    const user = userEvent.setup();
    answerResetRequest(429, { code: -5, msg: 'Too many', retry_after: 600 });
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.ca');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 10 minutes.'),
    ).toBeVisible();
  });

  it('is in French when the page is', async () => {
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await act(() => setLanguage('fr'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Réinitialiser votre mot de passe' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'M’envoyer un lien' })).toBeVisible();
    await act(() => setLanguage('en'));
  });
});

describe('the reset link’s page', () => {
  it('sets the new password with the link’s token, then signs in and opens the app', async () => {
    const received = answerResetConfirm(200, { code: 0, msg: 'Success', key: 'reset-key' });
    const { router } = renderApp(`/reset-password#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await chooseNewPassword();
    expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/edit-personal-info/personal');
    expect(received).toEqual([{ token: TOKEN, new_password: NEW_PASSWORD }]);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('reset-key');
  });

  it('refuses a confirmation that differs, without asking the server', async () => {
    const received = answerResetConfirm(200, { code: 0, msg: 'Success', key: 'reset-key' });
    renderApp(`/reset-password#token=${TOKEN}`);
    await chooseNewPassword('Something-Else-Entirely-9');
    expect(
      await screen.findByText('This does not match your password, please confirm your password.'),
    ).toBeVisible();
    expect(received).toEqual([]);
  });

  it('says the link is no good when the server refuses the token, and offers a new one', async () => {
    const user = userEvent.setup();
    answerResetConfirm(400, { code: -2, msg: 'Invalid', errors: { token: INVALID } });
    const { router } = renderApp(`/reset-password#token=${TOKEN}`);
    await chooseNewPassword();
    expect(await screen.findByText(INVALID)).toBeVisible();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says so at once when the link lost its token', async () => {
    renderApp('/reset-password#token=cut-sho');
    expect(await screen.findByText(INVALID)).toBeVisible();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('shows the server’s refusal of a common password under the field', async () => {
    answerResetConfirm(400, {
      code: -2,
      msg: 'Invalid',
      errors: { new_password: 'This password is too common, please choose another.' },
    });
    renderApp(`/reset-password#token=${TOKEN}`);
    await chooseNewPassword();
    expect(await screen.findByLabelText('New Password')).toHaveAccessibleDescription(/too common/);
  });
});
