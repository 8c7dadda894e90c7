import { createAppConfig } from '../tooling/create-app-config.mjs';

export default createAppConfig({
  name: 'shell',
  dir: import.meta.dirname,
  isHost: true,
  title: 'Credit Repair Canada',
});
