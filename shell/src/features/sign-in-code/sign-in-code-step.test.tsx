import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { SESSION_STORAGE_KEY } from 'shared/session';
import { apiServer, apiUrl, serveFakeApi } from '../../testing/api-server';
import { loginHeading, renderApp } from '../../testing/render-app';

serveFakeApi();

const CHALLENGE = 'c'.repeat(43);
const CODE_ASKED = { code: 2, msg: 'Enter the code', totp_required: true, challenge: CHALLENGE };
const WRONG_CODE = 'This code is not right or was already used. Please try again.';
const SIGN_IN_AGAIN = 'Your sign-in took too long or has already ended. Please sign in again.';

/** POST /login answers that a code is needed; POST /login/totp answers `answers` in turn. */
function answerSignInSteps(...answers: { status: number; body: object }[]): unknown[] {
  const received: unknown[] = [];
  apiServer.use(
    http.post(apiUrl('/login'), () => HttpResponse.json(CODE_ASKED)),
    http.post(apiUrl('/login/totp'), async ({ request }) => {
      received.push(await request.json());
      const answer = answers.shift() ?? { status: 500, body: {} };
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
  );
  return received;
}

async function signInWithPassword() {
  const user = userEvent.setup();
  const rendered = renderApp('/');
  await loginHeading();
  await user.type(screen.getByLabelText('Email Address'), 'ada@example.ca');
  await user.type(screen.getByLabelText('Password'), 'a long password{Enter}');
  await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' });
  return { user, ...rendered };
}

describe('the second step of signing in', () => {
  it('asks for the app’s code after the password, and signs in with it', async () => {
    const received = answerSignInSteps({
      status: 200,
      body: { code: 0, msg: 'OK', key: 'code-key', language: 'en' },
    });
    const { user, router } = await signInWithPassword();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    const field = screen.getByLabelText('6-digit code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    // The step focuses its field from an effect, which may run a moment after it shows.
    await waitFor(() => expect(field).toHaveFocus());
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();

    await user.type(field, '123 456{Enter}');
    expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/edit-personal-info/personal');
    expect(received).toEqual([{ challenge: CHALLENGE, code: '123 456' }]);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('code-key');
  });

  it('says a wrong code is wrong and lets the user try again', async () => {
    answerSignInSteps(
      { status: 401, body: { code: -1, msg: 'wrong' } },
      { status: 200, body: { code: 0, msg: 'OK', key: 'k', language: 'en' } },
    );
    const { user } = await signInWithPassword();
    await user.type(screen.getByLabelText('6-digit code'), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '111111{Enter}');
    expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
  });

  it('says how long to wait when too many codes were wrong', async () => {
    answerSignInSteps({
      status: 429,
      body: { code: -5, msg: 'Too many', retry_after: 600 },
    });
    const { user } = await signInWithPassword();
    await user.type(screen.getByLabelText('6-digit code'), '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('10 minutes');
  });

  it('refuses what is not a code without asking the server', async () => {
    const received = answerSignInSteps();
    const { user } = await signInWithPassword();
    await user.type(screen.getByLabelText('6-digit code'), '12345{Enter}');
    expect(
      await screen.findByText(
        'Please enter the 6-digit code from your authenticator app, or a recovery code.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(received).toEqual([]);
  });

  it('takes a recovery code instead', async () => {
    const received = answerSignInSteps({
      status: 200,
      body: { code: 0, msg: 'OK', key: 'k', language: 'en' },
    });
    const { user } = await signInWithPassword();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    // The step focuses its field from an effect, which may run a moment after it shows.
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).not.toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, 'abcd-efgh-ijkl-mnop{Enter}');
    expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
    expect(received).toEqual([{ challenge: CHALLENGE, code: 'abcd-efgh-ijkl-mnop' }]);
  });

  it('goes back to the password, saying why, when the challenge has expired', async () => {
    answerSignInSteps({
      status: 401,
      body: { code: -1, msg: 'again', sign_in_again: true },
    });
    const { user } = await signInWithPassword();
    await user.type(screen.getByLabelText('6-digit code'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_AGAIN);
    await loginHeading();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('asks for the code after a password reset too', async () => {
    const received = answerSignInSteps({
      status: 200,
      body: { code: 0, msg: 'OK', key: 'after-reset', language: 'en' },
    });
    apiServer.use(
      http.post(apiUrl('/password-reset/confirm'), () => HttpResponse.json(CODE_ASKED)),
    );
    const user = userEvent.setup();
    renderApp(`/reset-password#token=${'a'.repeat(43)}`);
    await user.type(await screen.findByLabelText('New Password'), 'Granite-Lake-Window-42');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Granite-Lake-Window-42');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));
    await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' });
    await user.type(screen.getByLabelText('6-digit code'), '654321{Enter}');
    expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
    expect(received).toEqual([{ challenge: CHALLENGE, code: '654321' }]);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('after-reset');
  });
});
