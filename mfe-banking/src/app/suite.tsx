import { addCatalog } from 'shared/i18n';
import { Route, Routes } from 'shared/router';
import { BankingPage } from '../features/accounts/banking-page';
import { BankingVaultContext, useBankingVault } from '../features/accounts/use-banking-vault';
import { PayoffRoute } from '../features/payoff/payoff-route';
import { BANKING_NAMESPACE, bankingCatalog } from '../i18n/catalog';

addCatalog(BANKING_NAMESPACE, bankingCatalog, () =>
  import('../i18n/catalog.fr').then((module) => module.bankingCatalogFr),
);

/**
 * Exposed as 'banking/App': the suite under /app/edit-account-info, its routes relative to that
 * prefix. It holds the one password vault of its pages, so the list and the payoff plan share it.
 */
export default function BankingInformationSuite() {
  const vault = useBankingVault();
  return (
    <BankingVaultContext value={vault}>
      <Routes>
        <Route path="payoff" element={<PayoffRoute />} />
        <Route path="*" element={<BankingPage />} />
      </Routes>
    </BankingVaultContext>
  );
}
