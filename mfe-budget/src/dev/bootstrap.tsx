import { mountStandalone } from 'shared/dev-standalone';
import BudgetSuite from '../app/budget-suite';
import FinancialSuite from '../app/financial-suite';
import IdentityLock from '../app/identity-lock';
import LiveChat from '../app/live-chat';

mountStandalone([
  { path: 'budget-suite/*', element: <BudgetSuite /> },
  { path: 'financial-suite/*', element: <FinancialSuite /> },
  { path: 'live-chat', element: <LiveChat /> },
  { path: 'identity-lock', element: <IdentityLock /> },
]);
