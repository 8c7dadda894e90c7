import { catalogProblems, frenchTypographyProblems } from 'shared/testing';
import { catalogRegistrations } from 'shared/testing/catalog-registrations';
import { LETTER_WIZARD_NAMESPACE, letterWizardTexts } from './texts';
import { letterWizardTextsFr } from './texts.fr';

// addCatalog records each registration, so the test sees the loader each module passes.
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog: (await import('shared/testing/catalog-registrations')).recordCatalog,
}));

describe('the letter-wizard kit’s French catalog', () => {
  it('has every English key, no more, none empty, the same placeholders', () => {
    expect(catalogProblems(letterWizardTexts, letterWizardTextsFr)).toEqual([]);
  });

  it('is written with French typography', () => {
    expect(frenchTypographyProblems(letterWizardTextsFr)).toEqual([]);
  });

  it('is what the kit’s registration loads for French', async () => {
    const kit = catalogRegistrations.find(({ namespace }) => namespace === LETTER_WIZARD_NAMESPACE);
    expect(kit?.english).toBe(letterWizardTexts);
    expect(await kit?.loadFrench?.()).toBe(letterWizardTextsFr);
  });
});
