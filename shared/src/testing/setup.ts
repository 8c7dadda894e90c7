// Vitest setup for web packages: jest-dom matchers, the i18n catalogs, a clean page per test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from 'shared/i18n';
import { afterEach } from 'vitest';

initI18n();

// findBy and waitFor wait up to 5 s: on a loaded 2-core machine a request chain can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The session key lives in sessionStorage; a test must never inherit another's sign-in.
  window.sessionStorage.clear();
});
