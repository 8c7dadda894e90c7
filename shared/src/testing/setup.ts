// Vitest setup for web packages: jest-dom matchers, the i18n catalogs, a clean page per test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { currentLanguage, initI18n, loadLanguage } from 'shared/i18n';
import { reportServerAnswer } from 'shared/session';
import { addReferenceTexts } from 'shared/ui';
import { afterEach, beforeEach } from 'vitest';

const i18n = initI18n();

// A key no catalog holds shows as the key itself on the screen ('repair.x.y'): every test fails
// on one, whichever language it renders in.
const missingTexts = new Set<string>();
i18n.options.saveMissing = true;
i18n.on('missingKey', (_languages, namespace, key) => {
  missingTexts.add(`${namespace}:${key}`);
});

// findBy and waitFor wait up to 5 s: on a loaded 2-core machine a request chain can take over 1 s.
configure({ asyncUtilTimeout: 5000 });

// A long text registered with addLazyCatalog downloads on demand in English too: each test starts
// with the parts of its language in memory, as a screen shown once its words have arrived.
// The French of the reference data is such a part too, registered by the first screen showing it.
addReferenceTexts();
beforeEach(() => loadLanguage(currentLanguage()));

afterEach(() => {
  cleanup();
  if (missingTexts.size > 0) {
    const keys = [...missingTexts].join(', ');
    missingTexts.clear();
    throw new Error(`Texts missing from the catalogs: ${keys}`);
  }
  // The session key lives in sessionStorage; a test must never inherit another's sign-in.
  window.sessionStorage.clear();
  // Nor a server that a test took away.
  reportServerAnswer(true);
});
