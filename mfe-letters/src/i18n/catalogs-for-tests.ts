import type { Catalog } from 'shared/i18n';
import { lettersCatalog } from './catalog';
import { lettersCatalogFr } from './catalog.fr';

/**
 * Every text of this suite by namespace, its English beside its French: what
 * tooling/english-texts.test.mjs reads for the French sweep (every suite of the registry has this
 * file). The app never imports it.
 */
export const catalogsByNamespace = {
  letters: [lettersCatalog, lettersCatalogFr],
} satisfies Record<string, readonly [Catalog, Catalog]>;
