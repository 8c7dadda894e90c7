import { catalogProblems } from 'shared/i18n';
import { frenchTypographyProblems } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { siteCatalog } from './site-catalog';
import { siteCatalogFr } from './site-catalog.fr';

describe('the French catalog of the shell', () => {
  it('the site namespace (terms of service) has every English key, none empty, the same placeholders', () => {
    expect(catalogProblems(siteCatalog, siteCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(siteCatalogFr)).toEqual([]);
  });
});
