import { describeFrenchCatalog } from 'shared/testing';
import { vi } from 'vitest';
import { BANKING_NAMESPACE, bankingCatalog } from './catalog';
import { bankingCatalogFr } from './catalog.fr';

// The registration's arguments, as the app's i18n receives them (addCatalog itself is the lead's).
const { addCatalog } = vi.hoisted(() => ({ addCatalog: vi.fn() }));
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog,
}));

describeFrenchCatalog({
  owner: 'the banking suite',
  english: bankingCatalog,
  french: bankingCatalogFr,
  registration: {
    namespace: BANKING_NAMESPACE,
    register: () => import('../app/suite'),
    addCatalog,
  },
});
