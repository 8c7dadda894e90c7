import type { Catalog } from 'shared/i18n';
import { accountTexts } from '../features/account/texts';
import { accountTextsFr } from '../features/account/texts.fr';
import { profileCatalog } from './catalog';
import { profileCatalogFr } from './catalog.fr';

/**
 * Every text of this suite by namespace, its English beside its French: what
 * tooling/english-texts.test.mjs reads for the French sweep (every suite of the registry has this
 * file). The app never imports it.
 */
export const catalogsByNamespace = {
  profile: [profileCatalog, profileCatalogFr],
  account: [accountTexts, accountTextsFr],
} satisfies Record<string, readonly [Catalog, Catalog]>;
