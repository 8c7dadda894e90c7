import { addCatalog } from 'shared/i18n';
import { Route, Routes } from 'shared/router';
import { BankingPage } from '../features/accounts/banking-page';
import { BANKING_NAMESPACE, bankingCatalog } from '../i18n/catalog';

addCatalog(BANKING_NAMESPACE, bankingCatalog, () =>
  import('../i18n/catalog.fr').then((module) => module.bankingCatalogFr),
);

/** Exposed as 'banking/App': the suite under /app/edit-account-info, its routes relative to that prefix. */
export default function BankingInformationSuite() {
  return (
    <Routes>
      <Route path="*" element={<BankingPage />} />
    </Routes>
  );
}
