import { catalogProblems } from 'shared/i18n';
import { frenchTypographyProblems } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { profileCatalog } from './catalog';
import { profileCatalogFr } from './catalog.fr';

describe('the French catalog of the profile suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(profileCatalog, profileCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(profileCatalogFr)).toEqual([]);
  });
});
