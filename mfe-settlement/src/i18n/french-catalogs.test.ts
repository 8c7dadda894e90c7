import { catalogProblems } from 'shared/i18n';
import { frenchTypographyProblems } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { settlementCatalog } from './catalog';
import { settlementCatalogFr } from './catalog.fr';

describe('the French catalog of the settlement suite', () => {
  // The guide is part of the namespace (key 'guide'), so this covers guide-texts.fr.ts too.
  it('has every English key, no other, none empty, the same placeholders, the guide included', () => {
    expect(catalogProblems(settlementCatalog, settlementCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(settlementCatalogFr)).toEqual([]);
  });
});
