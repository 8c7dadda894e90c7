import { cleanup, screen } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import { Route, Routes } from 'shared/router';
import { catalogProblems, frenchTypographyProblems, renderWithProviders } from 'shared/testing';
import { __name__Catalog } from '../i18n/catalog';
import { __name__CatalogFr } from '../i18n/catalog.fr';
import __Name__Suite from './suite';

function renderSuite() {
  return renderWithProviders(
    <Routes>
      <Route path="/app/__name__/*" element={<__Name__Suite />} />
    </Routes>,
    { route: '/app/__name__' },
  );
}

// Unmounted first: the page would otherwise follow the switch back to English after the test.
afterEach(async () => {
  cleanup();
  await setLanguage('en');
});

describe('__Name__Suite', () => {
  it('shows its first screen under its navigation label', () => {
    renderSuite();
    expect(screen.getByRole('heading', { level: 1, name: __label__ })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });

  it('shows it in French, from a French catalog with every English key', async () => {
    expect(catalogProblems(__name__Catalog, __name__CatalogFr)).toEqual([]);
    expect(frenchTypographyProblems(__name__CatalogFr)).toEqual([]);
    await setLanguage('fr');
    renderSuite();
    expect(
      await screen.findByRole('heading', { level: 1, name: __labelFr__ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bientôt offert')).toBeInTheDocument();
  });
});
