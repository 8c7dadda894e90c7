import { catalogProblems } from 'shared/i18n';
import { frenchTypographyProblems } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { lettersCatalog } from './catalog';
import { lettersCatalogFr } from './catalog.fr';

describe('the French catalog of the letters suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(lettersCatalog, lettersCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(lettersCatalogFr)).toEqual([]);
  });
});
