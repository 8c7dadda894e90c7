import { catalogProblems } from 'shared/i18n';
import { frenchTypographyProblems } from 'shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { SETTLEMENT_NAMESPACE, settlementCatalog } from './catalog';
import { settlementCatalogFr } from './catalog.fr';
import { registerSettlementCatalog } from './register-catalog';

// The registration's arguments, as the app's i18n receives them (addCatalog itself is the lead's).
const { addCatalog } = vi.hoisted(() => ({ addCatalog: vi.fn() }));
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog,
}));

describe('the French catalog of the settlement suite', () => {
  // The guide is part of the namespace (key 'guide'), so this covers guide-texts.fr.ts too.
  it('has every English key, no other, none empty, the same placeholders, the guide included', () => {
    expect(catalogProblems(settlementCatalog, settlementCatalogFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(settlementCatalogFr)).toEqual([]);
  });

  it('is the French part the suite registers, loaded only when asked for', async () => {
    registerSettlementCatalog();
    const registration = addCatalog.mock.calls.find(
      ([namespace]) => namespace === SETTLEMENT_NAMESPACE,
    );
    expect(registration?.[1]).toBe(settlementCatalog);
    await expect(registration?.[2]()).resolves.toBe(settlementCatalogFr);
  });
});
