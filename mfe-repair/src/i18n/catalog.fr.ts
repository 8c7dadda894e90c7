import type { Translation } from 'shared/i18n';
import { accountErrorsTextsFr } from '../features/account-errors/texts.fr';
import { consumerStatementTextsFr } from '../features/consumer-statement/texts.fr';
import { educationTextsFr } from '../features/credit-repair-suite/education-texts.fr';
import { creditRepairSuiteTextsFr } from '../features/credit-repair-suite/texts.fr';
import { reportErrorsTextsFr } from '../features/credit-report-errors/texts.fr';
import { creditReportSuiteTextsFr } from '../features/credit-report-suite/texts.fr';
import { creditorDisputeTextsFr } from '../features/creditor-dispute/texts.fr';
import type { repairCatalog } from './catalog';

/**
 * All of this remote's French texts (namespace 'repair'), for tests that check or render several
 * features in French; the app loads each part with the code that shows it (the loaders passed to
 * addCatalog), never this whole object.
 */
export const repairCatalogFr = {
  creditReportSuite: creditReportSuiteTextsFr,
  accountErrors: accountErrorsTextsFr,
  creditRepairSuite: { ...creditRepairSuiteTextsFr, education: educationTextsFr },
  reportErrors: reportErrorsTextsFr,
  creditorDispute: creditorDisputeTextsFr,
  consumerStatement: consumerStatementTextsFr,
} satisfies Translation<typeof repairCatalog>;
