import { addLazyCatalog } from 'shared/i18n';

/** Namespace of the Account and privacy tab's texts. */
export const ACCOUNT_NAMESPACE = 'account';

/**
 * The tab's texts download with the tab, in the visitor's language only: the other six tabs never
 * carry them.
 */
export function registerAccountTexts(): void {
  addLazyCatalog(ACCOUNT_NAMESPACE, {
    en: () => import('./texts').then((module) => module.accountTexts),
    fr: () => import('./texts.fr').then((module) => module.accountTextsFr),
  });
}
