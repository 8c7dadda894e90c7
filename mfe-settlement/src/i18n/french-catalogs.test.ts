import { describeFrenchCatalog } from 'shared/testing';
import { vi } from 'vitest';
import { SETTLEMENT_NAMESPACE, settlementCatalog } from './catalog';
import { settlementCatalogFr } from './catalog.fr';
import { registerSettlementCatalog } from './register-catalog';

// The registration's arguments, as the app's i18n receives them (addCatalog itself is the lead's).
const { addCatalog } = vi.hoisted(() => ({ addCatalog: vi.fn() }));
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog,
}));

describeFrenchCatalog({
  owner: 'the settlement suite (its guide included)',
  english: settlementCatalog,
  french: settlementCatalogFr,
  registration: {
    namespace: SETTLEMENT_NAMESPACE,
    register: registerSettlementCatalog,
    addCatalog,
  },
});
