import { createAppConfig } from '../tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'banking',
  dir: import.meta.dirname,
  title: 'Banking Information',
  exposes: { './App': './src/app/suite.tsx' },
});
