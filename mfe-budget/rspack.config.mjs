import { createAppConfig } from '../tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'budget',
  dir: import.meta.dirname,
  title: 'Budget Suite',
  exposes: {
    './BudgetSuite': './src/app/budget-suite.tsx',
    './FinancialSuite': './src/app/financial-suite.tsx',
    './LiveChat': './src/app/live-chat.tsx',
    './IdentityLock': './src/app/identity-lock.tsx',
  },
});
