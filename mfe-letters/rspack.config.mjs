import { createAppConfig } from '../tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'letters',
  dir: import.meta.dirname,
  title: 'My Generated Letters',
  exposes: { './App': './src/app/suite.tsx' },
});
