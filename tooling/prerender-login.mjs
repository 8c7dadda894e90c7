// The login page, pre-rendered into the shell's index.html at build time (issue 18): its first
// paint and its largest paint wait for no script, and the files it needs are announced in the
// HTML (preload hints, style sheets) instead of being discovered one request after another.
// Every other address of the app is answered with app.html, the page without it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { buildPrerenderConfig } from './create-app-config.mjs';
import { runBuild } from './production-build.mjs';

/** The chunk group of the shell's `import('./bootstrap')`, named in src/index.ts. */
export const BOOTSTRAP_CHUNK = 'bootstrap';

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
 * The files the login page loads, from the shell build's stats: the chunk group of
 * `import('./bootstrap')` and, transitively, the shared modules its chunks consume, each with
 * the chunks that provide it and those of its fallback (the federation runtime loads both when
 * they differ: both are the shell's own copy). Lazy screens are not included.
 *
 * @param {import('@rspack/core').StatsCompilation} stats
 */
export function loginPageFiles(stats) {
  const group = stats.namedChunkGroups?.[BOOTSTRAP_CHUNK];
  if (!group) throw new Error(`The shell build has no "${BOOTSTRAP_CHUNK}" chunk group`);
  const chunks = new Map((stats.chunks ?? []).map((chunk) => [String(chunk.id), chunk]));
  /** Share key → the chunks that provide it or are its fallback. */
  const providingChunks = new Map();
  for (const chunk of chunks.values()) {
    for (const origin of chunk.origins ?? []) {
      const key = shareKey(origin.moduleName, '(?:provide|consume)');
      if (key) providingChunks.set(key, [...(providingChunks.get(key) ?? []), String(chunk.id)]);
    }
  }
  const files = new Set();
  const seen = new Set();
  const pending = (group.chunks ?? []).map(String);
  while (pending.length > 0) {
    const id = pending.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    const chunk = chunks.get(id);
    for (const file of chunk?.files ?? []) files.add(file);
    for (const module of (chunk?.modules ?? []).flatMap(withNested)) {
      const key = shareKey(module.name, 'consume');
      if (key === null) continue;
      const providers = providingChunks.get(key);
      if (!providers) throw new Error(`The shell consumes ${key} but does not provide it`);
      pending.push(...providers);
    }
  }
  return [...files].filter((file) => /\.(?:js|css)$/.test(file)).sort();
}

/** Renders the login page with a Node build of the shell's src/prerender entry. */
async function renderLoginPage(shellDir) {
  const outputPath = mkdtempSync(path.join(tmpdir(), 'shell-prerender-'));
  try {
    const stats = await runBuild([buildPrerenderConfig(shellDir, outputPath)]);
    if (stats.hasErrors()) {
      throw new Error(stats.toString({ preset: 'errors-only' }));
    }
    const require = createRequire(import.meta.url);
    const { renderLoginPage: render } = require(path.join(outputPath, 'login-page.cjs'));
    return await render();
  } finally {
    rmSync(outputPath, { recursive: true, force: true });
  }
}

/** The shell's page with the login page rendered in, its style sheets linked and its scripts preloaded. */
export function prerenderedPage(page, loginHtml, files, publicPath = '/') {
  const links = files.map((file) =>
    file.endsWith('.css')
      ? `<link rel="stylesheet" href="${publicPath}${file}">`
      : `<link rel="preload" as="script" href="${publicPath}${file}">`,
  );
  const withLinks = page.replace('</head>', `${links.join('')}</head>`);
  const withRoot = withLinks.replace('<div id="root"></div>', `<div id="root">${loginHtml}</div>`);
  if (withLinks === page || withRoot === withLinks) {
    throw new Error('The shell page has no </head> or no empty <div id="root"></div>');
  }
  return withRoot;
}

/**
 * After the production build: dist/app.html is the page as built (for every address but '/'),
 * dist/index.html the same page with the login page in it.
 *
 * @param {import('@rspack/core').Stats} shellStats
 */
export async function prerenderLogin(shellStats) {
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
  const files = loginPageFiles(stats);
  const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
  writeFileSync(path.join(dist, APP_PAGE), page);
  const loginHtml = await renderLoginPage(shellDir);
  writeFileSync(path.join(dist, 'index.html'), prerenderedPage(page, loginHtml, files));
  return { files };
}
