import { Route, Routes } from 'shared/router';
import { BudgetSuitePage } from '../features/budget-suite/budget-suite-page';
import { registerBudgetCatalog } from '../i18n/register-catalog';

registerBudgetCatalog();

/** Exposed as 'budget/BudgetSuite': /app/budget-suite. */
export default function BudgetSuite() {
  return (
    <Routes>
      <Route path="*" element={<BudgetSuitePage />} />
    </Routes>
  );
}
