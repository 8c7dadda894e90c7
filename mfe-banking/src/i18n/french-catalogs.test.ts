import { catalogProblems } from 'shared/i18n';
import { frenchTypographyProblems } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { bankingCatalog } from './catalog';
import { bankingCatalogFr } from './catalog.fr';

describe('the French catalog of the banking suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(bankingCatalog, bankingCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(bankingCatalogFr)).toEqual([]);
  });
});
