import { Route, Routes } from 'react-router-dom';
import { addCatalog, useTranslation } from 'shared/i18n';
import { PageLayout } from 'shared/ui';
import { REPAIR_NAMESPACE, repairCatalog } from '../i18n/catalog';

addCatalog(REPAIR_NAMESPACE, repairCatalog);

function CreditReportPage() {
  const { t } = useTranslation(REPAIR_NAMESPACE);
  return <PageLayout title={t('creditReportSuite.title')}>{null}</PageLayout>;
}

/** Exposed as 'repair/CreditReportSuite': /app/credit-report-suite and its sub-routes. */
export default function CreditReportSuite() {
  return (
    <Routes>
      <Route path="*" element={<CreditReportPage />} />
    </Routes>
  );
}
