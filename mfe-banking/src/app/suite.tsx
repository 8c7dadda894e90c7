import { Route, Routes } from 'react-router-dom';
import { addCatalog, useTranslation } from 'shared/i18n';
import { PageLayout } from 'shared/ui';
import { BANKING_NAMESPACE, bankingCatalog } from '../i18n/catalog';

addCatalog(BANKING_NAMESPACE, bankingCatalog);

function BankingInformationPage() {
  const { t } = useTranslation(BANKING_NAMESPACE);
  return <PageLayout title={t('title')}>{null}</PageLayout>;
}

/** Exposed as 'banking/App': the suite under /app/edit-account-info, its routes relative to that prefix. */
export default function BankingInformationSuite() {
  return (
    <Routes>
      <Route path="*" element={<BankingInformationPage />} />
    </Routes>
  );
}
