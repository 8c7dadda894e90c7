import { catalogProblems, frenchTypographyProblems } from 'shared/testing';
import { catalogRegistrations } from 'shared/testing/catalog-registrations';
import { BUDGET_NAMESPACE, budgetCatalog } from './catalog';
import { budgetCatalogFr } from './catalog.fr';
import { registerBudgetCatalog } from './register-catalog';

// addCatalog records each registration, so the test sees the loader the suite passes.
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog: (await import('shared/testing/catalog-registrations')).recordCatalog,
}));

describe('the French catalog of the budget remote', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(budgetCatalog, budgetCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(budgetCatalogFr)).toEqual([]);
  });

  it('is the French part the suite registers, loaded only when asked for', async () => {
    await registerBudgetCatalog();
    const part = catalogRegistrations.find(({ namespace }) => namespace === BUDGET_NAMESPACE);
    expect(part?.english).toBe(budgetCatalog);
    expect(await part?.loadFrench?.()).toBe(budgetCatalogFr);
  });
});
