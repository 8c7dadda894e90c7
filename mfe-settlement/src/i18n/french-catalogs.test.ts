import { catalogProblems, frenchTypographyProblems, registeredTexts } from 'shared/testing';
import { registerSettlementWizardTexts } from '../features/wizard/register-texts';
import { settlementWizardTexts } from '../features/wizard/texts';
import { settlementWizardTextsFr } from '../features/wizard/texts.fr';
import { SETTLEMENT_NAMESPACE, settlementSuiteTexts } from './catalog';
import { settlementSuiteTextsFr } from './catalog.fr';
import { settlementCatalog, settlementCatalogFr } from './catalogs-for-tests';
import { guideTexts } from './guide-texts';
import { guideTextsFr } from './guide-texts.fr';
import { registerSettlementCatalog } from './register-catalog';

describe('the French catalog of the settlement suite (its guide included)', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(settlementCatalog, settlementCatalogFr)).toEqual([]);
    expect(catalogProblems(settlementWizardTexts, settlementWizardTextsFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(settlementCatalogFr)).toEqual([]);
    expect(frenchTypographyProblems(settlementWizardTextsFr)).toEqual([]);
  });

  it('is what the suite registers for each language: its texts, its wizard’s and its guide', async () => {
    registerSettlementCatalog();
    registerSettlementWizardTexts();
    expect(await registeredTexts(SETTLEMENT_NAMESPACE, 'en')).toMatchObject({
      ...settlementSuiteTexts,
      ...settlementWizardTexts,
      guide: guideTexts,
    });
    expect(await registeredTexts(SETTLEMENT_NAMESPACE, 'fr')).toMatchObject({
      ...settlementSuiteTextsFr,
      ...settlementWizardTextsFr,
      guide: guideTextsFr,
    });
  });
});
