import { mountStandalone } from 'shared/dev-standalone';
import CreditRepairSuite from '../app/credit-repair-suite';
import CreditReportSuite from '../app/credit-report-suite';

mountStandalone([
  { path: 'credit-report-suite/*', element: <CreditReportSuite /> },
  { path: 'credit-repair-suite/*', element: <CreditRepairSuite /> },
]);
