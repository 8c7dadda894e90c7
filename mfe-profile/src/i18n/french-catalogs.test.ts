import { describeFrenchCatalog } from 'shared/testing';
import { vi } from 'vitest';
import { PROFILE_NAMESPACE, profileCatalog } from './catalog';
import { profileCatalogFr } from './catalog.fr';
import { registerProfileCatalog } from './register-catalog';

// The registration's arguments, as the app's i18n receives them (addCatalog itself is the lead's).
const { addCatalog } = vi.hoisted(() => ({ addCatalog: vi.fn() }));
vi.mock('shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared/i18n')>()),
  addCatalog,
}));

describeFrenchCatalog({
  owner: 'the profile suite',
  english: profileCatalog,
  french: profileCatalogFr,
  registration: { namespace: PROFILE_NAMESPACE, register: registerProfileCatalog, addCatalog },
});
