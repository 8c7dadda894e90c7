import { createAppConfig } from '../tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'repair',
  dir: import.meta.dirname,
  title: 'Credit Repair',
  exposes: {
    './CreditReportSuite': './src/app/credit-report-suite.tsx',
    './CreditRepairSuite': './src/app/credit-repair-suite.tsx',
  },
});
