import type { Catalog, CatalogLoader, Language } from 'shared/i18n';

/** One call of addCatalog: a namespace's English part and the loader of its French part. */
export interface CatalogRegistration {
  namespace: string;
  english: Catalog;
  loadFrench: CatalogLoader | undefined;
}

/** What a test's modules registered, in order, when addCatalog is replaced by recordCatalog. */
export const catalogRegistrations: CatalogRegistration[] = [];

/**
 * A stand-in for addCatalog that keeps each registration, so a test can check what a module
 * registers and that its French loader answers the French of that very part:
 * `vi.mock('shared/i18n', async (original) => ({ ...(await original()), addCatalog: (await
 * import('shared/testing/catalog-registrations')).recordCatalog }))`. No runtime import here, so
 * the mock factory can load it while shared/i18n is being mocked.
 */
export function recordCatalog(namespace: string, english: Catalog, loadFrench?: CatalogLoader) {
  catalogRegistrations.push({ namespace, english, loadFrench });
}

/** One call of addLazyCatalog: a namespace's part with the loader of each language. */
export interface LazyCatalogRegistration {
  namespace: string;
  loaders: Readonly<Record<Language, CatalogLoader>>;
}

/** What a test's modules registered with addLazyCatalog, when replaced by recordLazyCatalog. */
export const lazyCatalogRegistrations: LazyCatalogRegistration[] = [];

/** A stand-in for addLazyCatalog, used like recordCatalog. */
export function recordLazyCatalog(
  namespace: string,
  loaders: Readonly<Record<Language, CatalogLoader>>,
) {
  lazyCatalogRegistrations.push({ namespace, loaders });
}
