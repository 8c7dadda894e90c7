import type { Catalog } from 'shared/i18n';

/** This suite's texts (namespace 'settlement'), registered when the exposed module loads. */
export const SETTLEMENT_NAMESPACE = 'settlement';

export const settlementCatalog = {
  title: 'Debt Settlement Suite',
} satisfies Catalog;
