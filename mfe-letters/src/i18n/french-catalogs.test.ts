import { catalogProblems } from 'shared/i18n';
import { describe, expect, it } from 'vitest';
import { lettersCatalog } from './catalog';
import { lettersCatalogFr } from './catalog.fr';

describe('the French catalog of the letters suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(lettersCatalog, lettersCatalogFr)).toEqual([]);
  });
});
