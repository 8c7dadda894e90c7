import type { Catalog } from 'shared/i18n';
import { creditReportSuiteTexts } from '../features/credit-report-suite/texts';

/** This remote's texts (namespace 'repair'), registered when either exposed module loads. */
export const REPAIR_NAMESPACE = 'repair';

export const repairCatalog = {
  creditReportSuite: creditReportSuiteTexts,
  creditRepairSuite: { title: 'Credit Repair Suite' },
} satisfies Catalog;
