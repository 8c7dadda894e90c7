import type { Catalog } from 'shared/i18n';
import { __name__Catalog } from './catalog';
import { __name__CatalogFr } from './catalog.fr';

/**
 * Every text of this suite by namespace, its English beside its French: what
 * tooling/english-texts.test.mjs reads for the French sweep (every suite of the registry has this
 * file). The app never imports it.
 */
export const catalogsByNamespace = {
  __name__: [__name__Catalog, __name__CatalogFr],
} satisfies Record<string, readonly [Catalog, Catalog]>;
