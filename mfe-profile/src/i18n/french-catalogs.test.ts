import { catalogProblems } from 'shared/i18n';
import { frenchTypographyProblems } from 'shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_NAMESPACE, profileCatalog } from './catalog';
import { profileCatalogFr } from './catalog.fr';
import { registerProfileCatalog } from './register-catalog';

// The registration's arguments, as the app's i18n receives them (addCatalog itself is the lead's).
const { addCatalog } = vi.hoisted(() => ({ addCatalog: vi.fn() }));
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog,
}));

describe('the French catalog of the profile suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(profileCatalog, profileCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(profileCatalogFr)).toEqual([]);
  });

  it('is the French part the suite registers, loaded only when asked for', async () => {
    registerProfileCatalog();
    const registration = addCatalog.mock.calls.find(
      ([namespace]) => namespace === PROFILE_NAMESPACE,
    );
    expect(registration?.[1]).toBe(profileCatalog);
    await expect(registration?.[2]()).resolves.toBe(profileCatalogFr);
  });
});
