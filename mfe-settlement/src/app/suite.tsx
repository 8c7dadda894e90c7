import { Route, Routes } from 'react-router-dom';
import { addCatalog, useTranslation } from 'shared/i18n';
import { PageLayout } from 'shared/ui';
import { SETTLEMENT_NAMESPACE, settlementCatalog } from '../i18n/catalog';

addCatalog(SETTLEMENT_NAMESPACE, settlementCatalog);

function DebtSettlementPage() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE);
  return <PageLayout title={t('title')}>{null}</PageLayout>;
}

/** Exposed as 'settlement/App': the suite under /app/debt-settlement-suite, its routes relative to that prefix. */
export default function DebtSettlementSuite() {
  return (
    <Routes>
      <Route path="*" element={<DebtSettlementPage />} />
    </Routes>
  );
}
