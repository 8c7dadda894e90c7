import type { Catalog } from 'shared/i18n';

/** This suite's texts (namespace 'banking'), registered when the exposed module loads. */
export const BANKING_NAMESPACE = 'banking';

export const bankingCatalog = {
  title: 'Banking Information',
} satisfies Catalog;
