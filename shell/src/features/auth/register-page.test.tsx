import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setLanguage } from 'shared/i18n';
import { SESSION_STORAGE_KEY } from 'shared/session';
import { apiServer, apiUrl, serveFakeApi } from '../../testing/api-server';
import { renderApp } from '../../testing/render-app';

serveFakeApi();

async function fillForm(password = 'a long enough password') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email Address'), 'ada@example.ca');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), password);
  await user.click(
    screen.getByRole('checkbox', { name: 'I am 18 or older and I accept the Terms of Service' }),
  );
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('register page', () => {
  it('creates the account, signs in and opens Personal Information', async () => {
    const received: unknown[] = [];
    apiServer.use(
      http.post(apiUrl('/register'), async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({ code: 0, msg: 'Created', key: 'fresh-key' }, { status: 201 });
      }),
    );
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await fillForm();
    expect(await screen.findByRole('heading', { name: 'profile/App' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/edit-personal-info/personal');
    expect(received).toEqual([
      {
        email: 'ada@example.ca',
        password: 'a long enough password',
        accept_terms: true,
        language: 'en',
      },
    ]);
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe('fresh-key');
  });

  it('saves the language the page is shown in on the new account, and asks in it', async () => {
    const received: { body: unknown; language: string | null }[] = [];
    apiServer.use(
      http.post(apiUrl('/register'), async ({ request }) => {
        received.push({
          body: await request.json(),
          language: request.headers.get('accept-language'),
        });
        return HttpResponse.json({ code: 0, msg: 'OK', key: 'fresh-key' }, { status: 201 });
      }),
    );
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await act(() => setLanguage('fr'));
    try {
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Adresse courriel'), 'ada@example.ca');
      await user.type(screen.getByLabelText('Mot de passe'), 'a long enough password');
      await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'a long enough password');
      await user.click(
        screen.getByRole('checkbox', {
          name: 'J’ai 18 ans ou plus et j’accepte les conditions d’utilisation',
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
      await screen.findByRole('heading', { name: 'profile/App' });
    } finally {
      await act(() => setLanguage('en'));
      window.localStorage.clear();
    }
    expect(received).toEqual([
      {
        body: expect.objectContaining({ email: 'ada@example.ca', language: 'fr' }),
        language: 'fr-CA',
      },
    ]);
  });

  it('shows the server field errors under their fields', async () => {
    apiServer.use(
      http.post(apiUrl('/register'), () =>
        HttpResponse.json(
          {
            code: -2,
            msg: 'Invalid',
            errors: {
              email: 'An account with this email address already exists.',
              password: 'This password is too common, please choose another.',
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await fillForm();
    expect(
      await screen.findByText('An account with this email address already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'An account with this email address already exists.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'This password is too common, please choose another.',
    );
  });

  it('says when to try again after too many sign-ups from this connection', async () => {
    apiServer.use(
      http.post(apiUrl('/register'), () =>
        HttpResponse.json(
          {
            code: -5,
            msg: 'Too many attempts. Please try again in 43 minutes.',
            retry_after: 2580,
          },
          { status: 429, headers: { 'Retry-After': '2580' } },
        ),
      ),
    );
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await fillForm();
    expect(
      await screen.findByText('Too many attempts. Please try again in 43 minutes.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('checks the form before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('You must be 18 or older and accept the terms.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a password of at least 12 characters.'),
    ).toBeInTheDocument();
  });

  it('goes to the terms and Back returns to the form with what was typed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.ca');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await user.click(screen.getByRole('link', { name: 'Back' }));

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.ca');
    expect(screen.getByLabelText('Password')).toHaveValue('a long enough password');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('');
  });

  it('goes to the privacy policy and Back returns to the form with what was typed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.ca');
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await user.click(screen.getByRole('link', { name: 'Back' }));

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.ca');
  });
});
