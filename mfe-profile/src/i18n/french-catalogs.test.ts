import { catalogProblems, frenchTypographyProblems } from 'shared/testing';
import { lazyCatalogRegistrations } from 'shared/testing/catalog-registrations';
import { accountTexts } from '../features/account/texts';
import { accountTextsFr } from '../features/account/texts.fr';
import { profileCatalog } from './catalog';
import { profileCatalogFr } from './catalog.fr';
import { PROFILE_NAMESPACE } from './namespace';
import { registerProfileCatalog } from './register-catalog';

// addLazyCatalog records each registration, so the test sees the loaders the suite passes.
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addLazyCatalog: (await import('shared/testing/catalog-registrations')).recordLazyCatalog,
}));

describe('the French catalog of the profile suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(profileCatalog, profileCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(profileCatalogFr)).toEqual([]);
  });

  it('is registered with a loader per language, each answering that language only', async () => {
    registerProfileCatalog();
    const part = lazyCatalogRegistrations.find(({ namespace }) => namespace === PROFILE_NAMESPACE);
    expect(await part?.loaders.en()).toBe(profileCatalog);
    expect(await part?.loaders.fr()).toBe(profileCatalogFr);
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
