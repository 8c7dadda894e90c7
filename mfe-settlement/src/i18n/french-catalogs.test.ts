import { catalogProblems, frenchTypographyProblems } from 'shared/testing';
import {
  catalogRegistrations,
  lazyCatalogRegistrations,
} from 'shared/testing/catalog-registrations';
import { registerSettlementWizardTexts } from '../features/wizard/register-texts';
import { settlementWizardTexts } from '../features/wizard/texts';
import { settlementWizardTextsFr } from '../features/wizard/texts.fr';
import { SETTLEMENT_NAMESPACE, settlementSuiteTexts } from './catalog';
import { settlementSuiteTextsFr } from './catalog.fr';
import { settlementCatalog, settlementCatalogFr } from './catalogs-for-tests';
import { guideTexts } from './guide-texts';
import { guideTextsFr } from './guide-texts.fr';
import { registerSettlementCatalog } from './register-catalog';

// addCatalog records each registration, so the test sees the loader the suite passes.
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog: (await import('shared/testing/catalog-registrations')).recordCatalog,
  addLazyCatalog: (await import('shared/testing/catalog-registrations')).recordLazyCatalog,
}));

describe('the French catalog of the settlement suite (its guide included)', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(settlementCatalog, settlementCatalogFr)).toEqual([]);
    expect(catalogProblems(settlementWizardTexts, settlementWizardTextsFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(settlementCatalogFr)).toEqual([]);
    expect(frenchTypographyProblems(settlementWizardTextsFr)).toEqual([]);
  });

  it('is the French part the suite registers, loaded only when asked for', async () => {
    registerSettlementCatalog();
    const part = catalogRegistrations.find(({ namespace }) => namespace === SETTLEMENT_NAMESPACE);
    expect(part?.english).toBe(settlementSuiteTexts);
    expect(await part?.loadFrench?.()).toBe(settlementSuiteTextsFr);
  });

  it('gives the guide a loader per language, each answering that language only', async () => {
    registerSettlementCatalog();
    const guide = lazyCatalogRegistrations.find(
      ({ namespace }) => namespace === SETTLEMENT_NAMESPACE,
    );
    expect(await guide?.loaders.en()).toEqual({ guide: guideTexts });
    expect(await guide?.loaders.fr()).toEqual({ guide: guideTextsFr });
  });

  it('has the wizard’s French part, registered by the wizard’s module with its own loader', async () => {
    registerSettlementWizardTexts();
    const part = catalogRegistrations.find(({ english }) => english === settlementWizardTexts);
    expect(part?.namespace).toBe(SETTLEMENT_NAMESPACE);
    expect(await part?.loadFrench?.()).toBe(settlementWizardTextsFr);
  });
});
