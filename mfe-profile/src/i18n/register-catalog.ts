import { addCatalog } from 'shared/i18n';
import { PROFILE_NAMESPACE, profileCatalog } from './catalog';

/** Called by the exposed module when it loads. */
export function registerProfileCatalog(): void {
  addCatalog(PROFILE_NAMESPACE, profileCatalog, () =>
    import('./catalog.fr').then((module) => module.profileCatalogFr),
  );
}
