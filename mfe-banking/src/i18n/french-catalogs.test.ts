import { catalogProblems, frenchTypographyProblems } from 'shared/testing';
import { catalogRegistrations } from 'shared/testing/catalog-registrations';
import { debtTexts } from '../features/debts/texts';
import { debtTextsFr } from '../features/debts/texts.fr';
import { payoffTexts } from '../features/payoff/texts';
import { payoffTextsFr } from '../features/payoff/texts.fr';
import { BANKING_NAMESPACE, bankingCatalog } from './catalog';
import { bankingCatalogFr } from './catalog.fr';

// addCatalog records each registration, so the test sees the loader the suite passes.
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog: (await import('shared/testing/catalog-registrations')).recordCatalog,
}));

describe('the French catalog of the banking suite', () => {
  it('has every English key, no other, none empty, the same placeholders', () => {
    expect(catalogProblems(bankingCatalog, bankingCatalogFr)).toEqual([]);
    expect(catalogProblems(debtTexts, debtTextsFr)).toEqual([]);
    expect(catalogProblems(payoffTexts, payoffTextsFr)).toEqual([]);
  });

  it('keeps French typography: no-break spaces before : ; ! ? », after «, and ’', () => {
    expect(frenchTypographyProblems(bankingCatalogFr)).toEqual([]);
    expect(frenchTypographyProblems(debtTextsFr)).toEqual([]);
    expect(frenchTypographyProblems(payoffTextsFr)).toEqual([]);
  });

  it('is the French part the suite registers, loaded only when asked for', async () => {
    await import('../app/suite');
    const part = catalogRegistrations.find(({ namespace }) => namespace === BANKING_NAMESPACE);
    expect(part?.english).toBe(bankingCatalog);
    expect(await part?.loadFrench?.()).toBe(bankingCatalogFr);
  });
});
