import type { Catalog } from 'shared/i18n';

/** This remote's texts (namespace 'repair'), registered when either exposed module loads. */
export const REPAIR_NAMESPACE = 'repair';

export const repairCatalog = {
  creditReportSuite: { title: 'Credit Report Suite' },
  creditRepairSuite: { title: 'Credit Repair Suite' },
} satisfies Catalog;
