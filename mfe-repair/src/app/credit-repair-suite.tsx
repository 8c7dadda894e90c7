import { Navigate, Route, Routes } from 'react-router-dom';
import { addCatalog } from 'shared/i18n';
import { AccountErrorsWizard } from '../features/account-errors';
import { EducationPage } from '../features/credit-repair-suite/education-page';
import { RepairSuiteLayout } from '../features/credit-repair-suite/repair-suite-layout';
import { ReportErrorsWizard } from '../features/credit-report-errors';
import { useSuiteBase } from '../features/credit-report-suite/use-suite-base';
import { CreditorDisputeWizard } from '../features/creditor-dispute';
import { REPAIR_NAMESPACE, repairCatalog } from '../i18n/catalog';

addCatalog(REPAIR_NAMESPACE, repairCatalog);

/**
 * Exposed as 'repair/CreditRepairSuite': /app/credit-repair-suite (the educational page) and
 * its three wizard tabs, all under the suite's heading and tabs.
 */
export default function CreditRepairSuite() {
  const base = useSuiteBase();
  return (
    <Routes>
      <Route element={<RepairSuiteLayout base={base} />}>
        <Route index element={<EducationPage base={base} />} />
        <Route path="errors-on-credit-report" element={<ReportErrorsWizard />} />
        <Route path="errors-with-account" element={<AccountErrorsWizard />} />
        <Route path="dispute-with-creditor" element={<CreditorDisputeWizard />} />
        <Route path="*" element={<Navigate to={base} replace />} />
      </Route>
    </Routes>
  );
}
