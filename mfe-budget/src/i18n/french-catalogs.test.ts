import { catalogProblems } from 'shared/i18n';
import { frenchTypographyProblems } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { budgetCatalog } from './catalog';
import { budgetCatalogFr } from './catalog.fr';

describe('the French catalog of the budget suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(budgetCatalog, budgetCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(budgetCatalogFr)).toEqual([]);
  });
});
