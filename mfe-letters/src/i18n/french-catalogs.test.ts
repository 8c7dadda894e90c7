import { catalogProblems, frenchTypographyProblems, registeredTexts } from 'shared/testing';
import { LETTERS_NAMESPACE, lettersCatalog } from './catalog';
import { lettersCatalogFr } from './catalog.fr';

describe('the French catalog of the letters suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(lettersCatalog, lettersCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(lettersCatalogFr)).toEqual([]);
  });

  it('is what the suite registers for each language', async () => {
    await import('../app/suite');
    expect(await registeredTexts(LETTERS_NAMESPACE, 'en')).toMatchObject(lettersCatalog);
    expect(await registeredTexts(LETTERS_NAMESPACE, 'fr')).toMatchObject(lettersCatalogFr);
  });
});
