import { Route, Routes } from 'react-router-dom';
import { addCatalog, useTranslation } from 'shared/i18n';
import { PageLayout } from 'shared/ui';
import { REPAIR_NAMESPACE, repairCatalog } from '../i18n/catalog';

addCatalog(REPAIR_NAMESPACE, repairCatalog);

function CreditRepairPage() {
  const { t } = useTranslation(REPAIR_NAMESPACE);
  return <PageLayout title={t('creditRepairSuite.title')}>{null}</PageLayout>;
}

/** Exposed as 'repair/CreditRepairSuite': /app/credit-repair-suite and its wizard tabs. */
export default function CreditRepairSuite() {
  return (
    <Routes>
      <Route path="*" element={<CreditRepairPage />} />
    </Routes>
  );
}
