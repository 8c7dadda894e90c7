import { Navigate, Route, Routes } from 'shared/router';
import { ComingSoon } from '../components/coming-soon';
import { FinancialLayout } from '../features/financial/financial-layout';
import { DEFAULT_FINANCIAL_TAB, FINANCIAL_TABS } from '../features/financial/financial-tabs';
import { registerBudgetCatalog } from '../i18n/register-catalog';
import { useSuiteBase } from '../lib/use-suite-base';

registerBudgetCatalog();

/** Exposed as 'budget/FinancialSuite': /app/financial-suite/{tab}, credit card by default. */
export default function FinancialSuite() {
  const base = useSuiteBase();
  const defaultTab = <Navigate to={`${base}/${DEFAULT_FINANCIAL_TAB}`} replace />;
  return (
    <Routes>
      <Route element={<FinancialLayout base={base} />}>
        <Route index element={defaultTab} />
        {FINANCIAL_TABS.map(({ path }) => (
          <Route key={path} path={path} element={<ComingSoon />} />
        ))}
        <Route path="*" element={defaultTab} />
      </Route>
    </Routes>
  );
}
