import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './en-CA/common';
import { shell } from './en-CA/shell';

export const LANGUAGE = 'en-CA';

import type { Catalog, CatalogLoader } from './catalog';

const resources: Resource = { [LANGUAGE]: { common, shell } };

/** The app's one i18next instance (i18next is a shared singleton, react-i18next is shared inside this entry). */
export const i18n: I18n = i18next.createInstance();

/** Initialises once (synchronously: the catalogs are bundled); later calls return the instance. */
export function initI18n(): I18n {
  if (i18n.isInitialized) return i18n;
  i18n.use(initReactI18next);
  void i18n.init({
    lng: LANGUAGE,
    fallbackLng: LANGUAGE,
    load: 'currentOnly',
    ns: ['common', 'shell'],
    defaultNS: 'common',
    resources,
    initAsync: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

/**
 * Adds (or replaces) a part of a namespace, with the loader of its French version; safe to call
 * before or after initI18n.
 */
export function addCatalog(namespace: string, catalog: Catalog, _loadFrench?: CatalogLoader): void {
  initI18n();
  i18n.addResourceBundle(LANGUAGE, namespace, catalog, true, true);
}
