// Gzipped JavaScript a first visit loads: the login page as a whole, the first signed-in screen
// (the personal tab) as a whole, and each suite's own files.
import { gzipSync } from 'node:zlib';
import { moduleScreens, SUITES } from '../../shared/src/suites/registry.mjs';
import { CHROMIUM_ARGS, chromiumPath, fromE2e, registerUser, SESSION_STORAGE_KEY } from './lib.mjs';

/** The first screen a user sees after signing in; its whole-page total has a target of its own. */
export const PERSONAL_TAB = '/app/edit-personal-info/personal';

/** The first screen of each exposed module of the registry of suites, with the remote serving it. */
export const SUITE_SCREENS = SUITES.flatMap((suite) =>
  suite.modules.map((module) => ({ remote: suite.name, path: moduleScreens(module)[0] })),
);

function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return /javascript/.test(type) || new URL(response.url()).pathname.endsWith('.js');
}

/**
 * Loads `path` in a fresh context (empty cache) until the network has been idle, and returns the
 * JavaScript files it fetched, each with its size gzipped at level 9 (what a CDN would send).
 */
async function loadJs(browser, baseURL, path, sessionKey, locale = 'en-CA') {
  const context = await browser.newContext({ baseURL, locale });
  if (sessionKey) {
    await context.addInitScript(
      ([name, key]) => window.sessionStorage.setItem(name, key),
      [SESSION_STORAGE_KEY, sessionKey],
    );
  }
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.ok() && isJavaScript(response)) {
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      );
    }
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).filter((file) => file !== null);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { files, finalPath };
}

const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);

/**
 * The login page, the personal tab and each suite in one language: a browser speaking it, and a
 * user whose saved language it is (the app follows it at sign-in).
 */
async function measureLanguage(browser, baseURL, language) {
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const login = await loadJs(browser, baseURL, '/', undefined, locale);
  const { key } = await registerUser(baseURL, `js-${language}`, language);
  const suites = [];
  for (const screen of SUITE_SCREENS) {
    const { files, finalPath } = await loadJs(browser, baseURL, screen.path, key, locale);
    if (!finalPath.startsWith('/app/')) {
      throw new Error(`${screen.path} sent the signed-in bench user to ${finalPath}.`);
    }
    const own = files.filter((file) =>
      new URL(file.url).pathname.startsWith(`/remotes/${screen.remote}/`),
    );
    suites.push({
      ...screen,
      files: own.length,
      gzip: sum(own),
      pageFiles: files.length,
      total: sum(files),
    });
  }
  const largest = [...login.files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => ({ file: new URL(file.url).pathname, gzip: file.gzip }));
  const personal = suites.find((suite) => suite.path === PERSONAL_TAB);
  return {
    login: { files: login.files.length, gzip: sum(login.files), largest },
    personalTab: { path: PERSONAL_TAB, files: personal.pageFiles, gzip: personal.total },
    suites,
  };
}

/** Every figure in English, and the same in French under `french` (issue 15). */
export async function measureJavaScript(baseURL) {
  const { chromium } = fromE2e('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  try {
    const english = await measureLanguage(browser, baseURL, 'en');
    const french = await measureLanguage(browser, baseURL, 'fr');
    return { ...english, french };
  } finally {
    await browser.close();
  }
}
