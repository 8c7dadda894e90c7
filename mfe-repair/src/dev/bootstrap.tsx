import CreditRepairSuite from '../app/credit-repair-suite';
import CreditReportSuite from '../app/credit-report-suite';
import { mountStandalone } from './standalone';

mountStandalone([
  { path: 'credit-report-suite/*', element: <CreditReportSuite /> },
  { path: 'credit-repair-suite/*', element: <CreditRepairSuite /> },
]);
