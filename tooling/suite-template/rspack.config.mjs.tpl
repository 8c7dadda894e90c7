import { createSuiteConfig } from '../tooling/create-app-config.mjs';

// The remote's name, dev port and exposed modules: its entry in shared/src/suites/registry.mjs.
export default createSuiteConfig({ dir: import.meta.dirname, title: __label__ });
