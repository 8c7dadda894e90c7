import { Route, Routes } from 'react-router-dom';
import { BudgetPage } from '../features/budget/budget-page';
import { registerBudgetCatalog } from '../i18n/register-catalog';

registerBudgetCatalog();

/** Exposed as 'budget/BudgetSuite': /app/budget-suite. */
export default function BudgetSuite() {
  return (
    <Routes>
      <Route path="*" element={<BudgetPage />} />
    </Routes>
  );
}
