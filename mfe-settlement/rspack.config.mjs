import { createAppConfig } from '../tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'settlement',
  dir: import.meta.dirname,
  title: 'Debt Settlement Suite',
  exposes: { './App': './src/app/suite.tsx' },
});
