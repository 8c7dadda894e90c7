import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared/i18n';
import { serveFakeApi } from '../../testing/api-server';
import { loginHeading, renderApp } from '../../testing/render-app';

serveFakeApi();

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the one cookie the switch writes.
  document.cookie = 'language=; path=/; max-age=0';
});

describe('language switch', () => {
  it('puts the login page in French in place, keeping what was typed, and announces it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await loginHeading();
    await user.type(screen.getByLabelText('Email Address'), 'marie@example.ca');
    const french = screen.getByRole('button', { name: 'Français' });
    expect(french).toHaveAttribute('aria-pressed', 'false');
    expect(french).toHaveAttribute('lang', 'fr-CA');

    await user.click(french);

    expect(
      await screen.findByRole('heading', { name: 'Connectez-vous à votre compte' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse courriel')).toHaveValue('marie@example.ca');
    expect(screen.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByText('La page est maintenant en français.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(window.localStorage.getItem('language')).toBe('fr');
    expect(document.cookie).toContain('language=fr');
  });

  it('comes back to English with the keyboard', async () => {
    const user = userEvent.setup();
    await setLanguage('fr');
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Connectez-vous à votre compte' }),
    ).toBeInTheDocument();
    screen.getByRole('button', { name: 'English' }).focus();
    await user.keyboard('{Enter}');
    expect(await loginHeading()).toBeInTheDocument();
    expect(screen.getByText('The page is now in English.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-CA');
    expect(window.localStorage.getItem('language')).toBe('en');
  });
});
