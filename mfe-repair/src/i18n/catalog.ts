import type { Catalog } from 'shared/i18n';
import { accountErrorsTexts } from '../features/account-errors/texts';
import { consumerStatementTexts } from '../features/consumer-statement/texts';
import { educationTexts } from '../features/credit-repair-suite/education-texts';
import { creditRepairSuiteTexts } from '../features/credit-repair-suite/texts';
import { reportErrorsTexts } from '../features/credit-report-errors/texts';
import { creditReportSuiteTexts } from '../features/credit-report-suite/texts';
import { creditorDisputeTexts } from '../features/creditor-dispute/texts';

export { REPAIR_NAMESPACE } from './namespace';

/**
 * All of this remote's texts (namespace 'repair'), for tests that render parts of several
 * features; the app registers each part where it is used (./namespace.ts).
 */
export const repairCatalog = {
  creditReportSuite: creditReportSuiteTexts,
  accountErrors: accountErrorsTexts,
  creditRepairSuite: { ...creditRepairSuiteTexts, education: educationTexts },
  reportErrors: reportErrorsTexts,
  creditorDispute: creditorDisputeTexts,
  consumerStatement: consumerStatementTexts,
} satisfies Catalog;

/** The French of the whole catalog, for tests that register it whole. */
export const loadRepairCatalogFr = () =>
  import('./catalog.fr').then((module) => module.repairCatalogFr);
