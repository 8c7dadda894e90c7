import { catalogProblems } from 'shared/i18n';
import { frenchTypographyProblems } from 'shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { LETTERS_NAMESPACE, lettersCatalog } from './catalog';
import { lettersCatalogFr } from './catalog.fr';

// The registration's arguments, as the app's i18n receives them (addCatalog itself is the lead's).
const { addCatalog } = vi.hoisted(() => ({ addCatalog: vi.fn() }));
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog,
}));

describe('the French catalog of the letters suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(lettersCatalog, lettersCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(lettersCatalogFr)).toEqual([]);
  });

  it('is the French part the suite registers, loaded only when asked for', async () => {
    await import('../app/suite');
    const registration = addCatalog.mock.calls.find(
      ([namespace]) => namespace === LETTERS_NAMESPACE,
    );
    expect(registration?.[1]).toBe(lettersCatalog);
    await expect(registration?.[2]()).resolves.toBe(lettersCatalogFr);
  });
});
