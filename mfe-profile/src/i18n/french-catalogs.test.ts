import { catalogProblems, frenchTypographyProblems } from 'shared/testing';
import { catalogRegistrations } from 'shared/testing/catalog-registrations';
import { accountTexts } from '../features/account/texts';
import { accountTextsFr } from '../features/account/texts.fr';
import { PROFILE_NAMESPACE, profileCatalog } from './catalog';
import { profileCatalogFr } from './catalog.fr';
import { registerProfileCatalog } from './register-catalog';

// addCatalog records each registration, so the test sees the loader the suite passes.
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog: (await import('shared/testing/catalog-registrations')).recordCatalog,
}));

describe('the French catalog of the profile suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(profileCatalog, profileCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(profileCatalogFr)).toEqual([]);
  });

  it('is the French part the suite registers, loaded only when asked for', async () => {
    await registerProfileCatalog();
    const part = catalogRegistrations.find(({ namespace }) => namespace === PROFILE_NAMESPACE);
    expect(part?.english).toBe(profileCatalog);
    expect(await part?.loadFrench?.()).toBe(profileCatalogFr);
  });
});

describe('the French of the Account and privacy tab', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(accountTexts, accountTextsFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(accountTextsFr)).toEqual([]);
  });
});
