// The shell's two pages, written after the production build (issue 18). index.html, served at
// '/', has the login page rendered in at build time, so its first and largest paint wait for no
// script. app.html, served at every other address, is empty until the scripts draw it. Each
// announces the files it needs (style sheets, preload hints) so that they download at once
// instead of being discovered one request after another.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { buildPrerenderConfig } from './create-app-config.mjs';
import { runBuild } from './production-build.mjs';

/** The chunk group of the shell's `import('./bootstrap')`, named in src/index.ts: every page needs it. */
export const BOOTSTRAP_CHUNK = 'bootstrap';

/** The login page's French texts, named in shared/src/i18n: index.fr.html preloads them. */
export const LOGIN_FRENCH_CHUNK = 'login-fr';

/** The pre-rendered login page of each language, and the chunk groups it runs. */
export const LOGIN_PAGES = [
  { language: 'en', file: 'index.html', groups: [BOOTSTRAP_CHUNK] },
  { language: 'fr', file: 'index.fr.html', groups: [BOOTSTRAP_CHUNK, LOGIN_FRENCH_CHUNK] },
];

/** The store, the suites' loader and the app's frame, named in src/app/routes.tsx. */
export const SIGNED_IN_CHUNK = 'signed-in';

/**
 * Shared modules the shell provides for the suites' forms: the first screen after sign-in (the
 * personal tab) and most others are forms, so app.html announces them too.
 */
const SUITE_FORM_SHARES = ['shared/forms', 'shared/zod'];

/** The page every address but '/' is answered with (api/src/http/static.ts). */
export const APP_PAGE = 'app.html';

/** The share key a federation module's name carries, e.g. `react/jsx-runtime`. */
function shareKey(moduleName, kind) {
  const pattern = new RegExp(`^${kind} shared module \\([^)]*\\) (.+?)@[\\d^~*<>=]`);
  return pattern.exec(moduleName ?? '')?.[1] ?? null;
}

/** A module and the modules concatenated into it. */
function withNested(module) {
  return [module, ...(module.modules ?? []).flatMap(withNested)];
}

/**
 * The files of named chunk groups of the shell build, from its stats: the groups' chunks and,
 * transitively, the shared modules they consume, each with the chunks that provide it (the host's
 * own copy, which the federation runtime uses, rather than the fallback a consumer carries).
 * Nothing else: the screens loaded on demand are not included.
 *
 * @param {import('@rspack/core').StatsCompilation} stats
 * @param {string[]} groupNames
 * @param {string[]} [shareKeys] Shared modules to include as well, with what they consume.
 */
export function chunkGroupFiles(stats, groupNames, shareKeys = []) {
  const groups = groupNames.map((name) => {
    const group = stats.namedChunkGroups?.[name];
    if (!group) throw new Error(`The shell build has no "${name}" chunk group`);
    return group;
  });
  const chunks = new Map((stats.chunks ?? []).map((chunk) => [String(chunk.id), chunk]));
  /** Share key → the chunks that provide it. */
  const providingChunks = new Map();
  for (const chunk of chunks.values()) {
    for (const origin of chunk.origins ?? []) {
      const key = shareKey(origin.moduleName, 'provide');
      if (key) providingChunks.set(key, [...(providingChunks.get(key) ?? []), String(chunk.id)]);
    }
  }
  const providers = (key) => {
    const chunkIds = providingChunks.get(key);
    if (!chunkIds) throw new Error(`The shell does not provide ${key}`);
    return chunkIds;
  };
  const files = new Set();
  const seen = new Set();
  const pending = [
    ...groups.flatMap((group) => (group.chunks ?? []).map(String)),
    ...shareKeys.flatMap(providers),
  ];
  while (pending.length > 0) {
    const id = pending.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    const chunk = chunks.get(id);
    for (const file of chunk?.files ?? []) files.add(file);
    for (const module of (chunk?.modules ?? []).flatMap(withNested)) {
      const key = shareKey(module.name, 'consume');
      if (key !== null) pending.push(...providers(key));
    }
  }
  return [...files].filter((file) => /\.(?:js|css)$/.test(file)).sort();
}

/** Renders the login page in each language with a Node build of the shell's src/prerender entry. */
async function renderLoginPages(shellDir) {
  const outputPath = mkdtempSync(path.join(tmpdir(), 'shell-prerender-'));
  try {
    const stats = await runBuild([buildPrerenderConfig(shellDir, outputPath)]);
    if (stats.hasErrors()) {
      throw new Error(stats.toString({ preset: 'errors-only' }));
    }
    const require = createRequire(import.meta.url);
    const { renderLoginPage: render } = require(path.join(outputPath, 'login-page.cjs'));
    const pages = [];
    // One after the other: the render switches the one i18n instance's language.
    for (const { language } of LOGIN_PAGES) pages.push(await render(language));
    return pages;
  } finally {
    rmSync(outputPath, { recursive: true, force: true });
  }
}

/** The files the login page loads in `language`: what its page announces. */
export function loginPageFiles(stats, language = 'en') {
  const page = LOGIN_PAGES.find((candidate) => candidate.language === language);
  if (!page) throw new Error(`No login page in ${language}`);
  return chunkGroupFiles(stats, page.groups);
}

/**
 * `page` with `firstLinks` and then `files` announced in its head (style sheets linked, scripts
 * preloaded).
 */
function withAnnouncedFiles(page, files, firstLinks = []) {
  const links = files.map((file) =>
    file.endsWith('.css')
      ? `<link rel="stylesheet" href="/${file}">`
      : `<link rel="preload" as="script" href="/${file}">`,
  );
  const announced = page.replace('</head>', `${[...firstLinks, ...links].join('')}</head>`);
  if (announced === page) throw new Error('The shell page has no </head>');
  return announced;
}

/** `page` with the login page rendered into its empty root, its title and its language. */
function withLoginPage(page, { html, title, lang }) {
  const rendered = page
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
  if (!rendered.includes(html) || !rendered.includes('</title>')) {
    throw new Error('The shell page has no empty <div id="root"></div> or no <title>');
  }
  if (!rendered.includes(`<html lang="${lang}"`))
    throw new Error('The shell page has no <html lang>');
  return rendered;
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * After the production build: dist/index.html with the login page rendered in and its files
 * announced; dist/app.html with the files of the signed-in app announced, and the suites' map,
 * which the app reads first.
 *
 * @param {import('@rspack/core').Stats} shellStats
 */
export async function writeShellPages(shellStats) {
  const shellDir = path.join(repoRoot, 'shell');
  const dist = path.join(shellDir, 'dist');
  const stats = shellStats.toJson({
    all: false,
    chunks: true,
    chunkModules: true,
    chunkGroups: true,
    ids: true,
    chunkOrigins: true,
    // The consume-shared modules are "dependent modules", listed only when asked for.
    dependentModules: true,
    nestedModules: true,
    chunkModulesSpace: Number.POSITIVE_INFINITY,
    nestedModulesSpace: Number.POSITIVE_INFINITY,
  });
  const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const appFiles = chunkGroupFiles(stats, [BOOTSTRAP_CHUNK, SIGNED_IN_CHUNK], SUITE_FORM_SHARES);
  // The same request the suites' loader makes (fetch, same origin): the preload is reused. First
  // and with high priority: it is small, and the suite's own files wait on it, while the
  // scripts share a slow connection for a second or more.
  const remotesMap =
    '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="high" href="/remotes.json">';
  writeFileSync(path.join(dist, APP_PAGE), withAnnouncedFiles(page, appFiles, [remotesMap]));
  const rendered = await renderLoginPages(shellDir);
  const loginFiles = {};
  LOGIN_PAGES.forEach(({ language, file }, index) => {
    loginFiles[language] = loginPageFiles(stats, language);
    writeFileSync(
      path.join(dist, file),
      withLoginPage(withAnnouncedFiles(page, loginFiles[language]), rendered[index]),
    );
  });
  return { loginFiles, appFiles };
}
