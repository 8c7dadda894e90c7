import { catalogProblems } from 'shared/i18n';
import { describe, expect, it } from 'vitest';
import { profileCatalog } from './catalog';
import { profileCatalogFr } from './catalog.fr';

describe('the French catalog of the profile suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(profileCatalog, profileCatalogFr)).toEqual([]);
  });
});
