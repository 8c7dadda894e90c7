import { describeFrenchCatalog } from 'shared/testing';
import { vi } from 'vitest';
import { LETTERS_NAMESPACE, lettersCatalog } from './catalog';
import { lettersCatalogFr } from './catalog.fr';

// The registration's arguments, as the app's i18n receives them (addCatalog itself is the lead's).
const { addCatalog } = vi.hoisted(() => ({ addCatalog: vi.fn() }));
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog,
}));

describeFrenchCatalog({
  owner: 'the letters suite',
  english: lettersCatalog,
  french: lettersCatalogFr,
  registration: {
    namespace: LETTERS_NAMESPACE,
    register: () => import('../app/suite'),
    addCatalog,
  },
});
