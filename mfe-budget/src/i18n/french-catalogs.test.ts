import { catalogProblems, frenchTypographyProblems, registeredTexts } from 'shared/testing';
import { BUDGET_NAMESPACE, budgetCatalog } from './catalog';
import { budgetCatalogFr } from './catalog.fr';
import { registerBudgetCatalog } from './register-catalog';

describe('the French catalog of the budget remote', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(budgetCatalog, budgetCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(budgetCatalogFr)).toEqual([]);
  });

  it('is what the suite registers for each language', async () => {
    registerBudgetCatalog();
    expect(await registeredTexts(BUDGET_NAMESPACE, 'en')).toMatchObject(budgetCatalog);
    expect(await registeredTexts(BUDGET_NAMESPACE, 'fr')).toMatchObject(budgetCatalogFr);
  });
});
