import { catalogProblems } from 'shared/i18n';
import { frenchTypographyProblems } from 'shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { BUDGET_NAMESPACE, budgetCatalog } from './catalog';
import { budgetCatalogFr } from './catalog.fr';
import { registerBudgetCatalog } from './register-catalog';

// The registration's arguments, as the app's i18n receives them (addCatalog itself is the lead's).
const { addCatalog } = vi.hoisted(() => ({ addCatalog: vi.fn() }));
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog,
}));

describe('the French catalog of the budget suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(budgetCatalog, budgetCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(budgetCatalogFr)).toEqual([]);
  });

  it('is the French part the suite registers, loaded only when asked for', async () => {
    registerBudgetCatalog();
    const registration = addCatalog.mock.calls.find(
      ([namespace]) => namespace === BUDGET_NAMESPACE,
    );
    expect(registration?.[1]).toBe(budgetCatalog);
    await expect(registration?.[2]()).resolves.toBe(budgetCatalogFr);
  });
});
