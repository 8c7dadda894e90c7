import { screen, waitFor } from '@testing-library/react';
import { showInFrench } from 'shared/testing';
import { SITE_NAMESPACE } from '../../i18n/site-catalog';
import { siteCatalogFr } from '../../i18n/site-catalog.fr';
import { serveFakeApi } from '../../testing/api-server';
import { renderApp } from '../../testing/render-app';

serveFakeApi();
showInFrench({ [SITE_NAMESPACE]: siteCatalogFr });

describe('privacy policy in French', () => {
  it('states the policy in French, names the French bodies and dates it the French way', async () => {
    renderApp('/privacy');
    const page = await screen.findByRole('main');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    // A lazily loaded route's effects may run a moment after its content shows.
    await waitFor(() =>
      expect(document.title).toBe('Politique de confidentialité – Credit Repair Canada'),
    );
    expect(await screen.findByText('vie-privee@creditnord.ca')).toBeInTheDocument();
    const text = page.textContent ?? '';
    expect(text).toContain('LPRPDE');
    expect(text).toContain('Loi 25');
    expect(text).toContain('Commissariat à la protection de la vie privée du Canada');
    expect(text).toContain('30, rue Victoria');
    expect(text).toContain('Sans frais\u00a0: 1-800-282-1376');
    expect(text).toContain('En vigueur depuis le 28 novembre 2026.');
    expect(screen.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/');
  });
});
