import { catalogProblems, frenchTypographyProblems, registeredTexts } from 'shared/testing';
import { debtTexts } from '../features/debts/texts';
import { debtTextsFr } from '../features/debts/texts.fr';
import { payoffTexts } from '../features/payoff/texts';
import { payoffTextsFr } from '../features/payoff/texts.fr';
import { BANKING_NAMESPACE, bankingCatalog } from './catalog';
import { bankingCatalogFr } from './catalog.fr';

describe('the French catalog of the banking suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(bankingCatalog, bankingCatalogFr)).toEqual([]);
    expect(catalogProblems(debtTexts, debtTextsFr)).toEqual([]);
    expect(catalogProblems(payoffTexts, payoffTextsFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(bankingCatalogFr)).toEqual([]);
    expect(frenchTypographyProblems(debtTextsFr)).toEqual([]);
    expect(frenchTypographyProblems(payoffTextsFr)).toEqual([]);
  });

  it('is what the suite and its debts and payoff screens register for each language', async () => {
    await Promise.all([
      import('../app/suite'),
      import('../features/debts'),
      import('../features/payoff'),
    ]);
    expect(await registeredTexts(BANKING_NAMESPACE, 'en')).toMatchObject({
      ...bankingCatalog,
      debts: debtTexts,
      payoff: payoffTexts,
    });
    expect(await registeredTexts(BANKING_NAMESPACE, 'fr')).toMatchObject({
      ...bankingCatalogFr,
      debts: debtTextsFr,
      payoff: payoffTextsFr,
    });
  });
});
