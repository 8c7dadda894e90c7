import { catalogProblems } from 'shared/i18n';
import { describe, expect, it } from 'vitest';
import { budgetCatalog } from './catalog';
import { budgetCatalogFr } from './catalog.fr';

describe('the French catalog of the budget suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(budgetCatalog, budgetCatalogFr)).toEqual([]);
  });
});
