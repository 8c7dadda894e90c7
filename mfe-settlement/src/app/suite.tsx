import { Route, Routes } from 'shared/router';
import { registerSettlementCatalog } from '../i18n/register-catalog';
import { DebtSettlementPage } from './debt-settlement-page';

registerSettlementCatalog();

/** Exposed as 'settlement/App': the suite under /app/debt-settlement-suite, its routes relative to that prefix. */
export default function DebtSettlementSuite() {
  return (
    <Routes>
      <Route path="*" element={<DebtSettlementPage />} />
    </Routes>
  );
}
