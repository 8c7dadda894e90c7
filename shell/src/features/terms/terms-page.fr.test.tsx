import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showInFrench } from 'shared/testing';
import { SITE_NAMESPACE } from '../../i18n/site-catalog';
import { siteCatalogFr } from '../../i18n/site-catalog.fr';
import { serveFakeApi } from '../../testing/api-server';
import { renderApp } from '../../testing/render-app';

serveFakeApi();
showInFrench({ [SITE_NAMESPACE]: siteCatalogFr });

describe('terms of service in French', () => {
  it('states every rule in French, without fees or rates, and links back to the French login', async () => {
    const user = userEvent.setup();
    renderApp('/termsofservice');
    const page = await screen.findByRole('main');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' }),
    ).toBeInTheDocument();
    // A lazily loaded route's effects may run a moment after its content shows.
    await waitFor(() =>
      expect(document.title).toBe('Conditions d’utilisation – Credit Repair Canada'),
    );
    const text = page.textContent ?? '';
    expect(text).toContain('avoir 18 ans ou plus');
    expect(text).toContain('ne sont pas remboursables');
    expect(text).toContain('demande écrite');
    expect(text).toContain('impayé pendant 30 jours');
    expect(text).toContain('300 Mo de bande passante par mois');
    expect(text).toContain('au moins 30 jours avant');
    expect(text).not.toMatch(/\d\s?\$/);
    expect(await screen.findByText('vie-privee@creditnord.ca')).toBeInTheDocument();
    expect(page.textContent).toContain('Ce service est exploité par\u00a0:Crédit Nord Inc.');
    expect(page.textContent).toContain('En vigueur depuis le 28 novembre 2026.');
    await user.click(screen.getByRole('link', { name: 'Retour' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous à votre compte' }),
    ).toBeInTheDocument();
  });
});
