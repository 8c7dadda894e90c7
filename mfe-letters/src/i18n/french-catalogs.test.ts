import { catalogProblems, frenchTypographyProblems } from 'shared/testing';
import { catalogRegistrations } from 'shared/testing/catalog-registrations';
import { LETTERS_NAMESPACE, lettersCatalog } from './catalog';
import { lettersCatalogFr } from './catalog.fr';

// addCatalog records each registration, so the test sees the loader the suite passes.
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog: (await import('shared/testing/catalog-registrations')).recordCatalog,
}));

describe('the French catalog of the letters suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(lettersCatalog, lettersCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(lettersCatalogFr)).toEqual([]);
  });

  it('is the French part the suite registers, loaded only when asked for', async () => {
    await import('../app/suite');
    const part = catalogRegistrations.find(({ namespace }) => namespace === LETTERS_NAMESPACE);
    expect(part?.english).toBe(lettersCatalog);
    expect(await part?.loadFrench?.()).toBe(lettersCatalogFr);
  });
});
