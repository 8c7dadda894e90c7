import type { Catalog } from 'shared/i18n';
import { accountErrorsTexts } from '../features/account-errors/texts';
import { consumerStatementTexts } from '../features/consumer-statement/texts';
import { creditRepairSuiteTexts } from '../features/credit-repair-suite/texts';
import { reportErrorsTexts } from '../features/credit-report-errors/texts';
import { creditReportSuiteTexts } from '../features/credit-report-suite/texts';
import { creditorDisputeTexts } from '../features/creditor-dispute/texts';

/** This remote's texts (namespace 'repair'), registered when either exposed module loads. */
export const REPAIR_NAMESPACE = 'repair';

export const repairCatalog = {
  creditReportSuite: creditReportSuiteTexts,
  accountErrors: accountErrorsTexts,
  creditRepairSuite: creditRepairSuiteTexts,
  reportErrors: reportErrorsTexts,
  creditorDispute: creditorDisputeTexts,
  consumerStatement: consumerStatementTexts,
} satisfies Catalog;
