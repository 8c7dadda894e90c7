import { createAppConfig } from '../tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'profile',
  dir: import.meta.dirname,
  title: 'Personal Information',
  exposes: { './App': './src/app/suite.tsx' },
});
