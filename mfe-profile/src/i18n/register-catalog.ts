import { addLazyCatalog } from 'shared/i18n';
import { PROFILE_NAMESPACE } from './namespace';

/**
 * Called by the exposed module when it loads. The suite's texts download in the visitor's language
 * only, the English as the French: a French page carries no English (the bar of 25 KB per suite,
 * decisions.md section 8, in both languages).
 */
export function registerProfileCatalog(): void {
  addLazyCatalog(PROFILE_NAMESPACE, {
    en: () => import('./catalog').then((module) => module.profileCatalog),
    fr: () => import('./catalog.fr').then((module) => module.profileCatalogFr),
  });
}
