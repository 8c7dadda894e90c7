// The one rspack + Module Federation configuration of the workspace. The shell calls
// createAppConfig and every mfe-*/rspack.config.mjs createSuiteConfig, with a few lines;
// everything else lives here (a suite's name, dev port and exposed modules in its entry of the
// registry of suites) so the apps cannot drift apart (same shared singletons, same loaders,
// same output rules).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { apps, DEV_API_TARGET, devRemotesMap, remotes, repoRoot } from './apps.mjs';
import { federationRuntimeEsmAliases } from './federation-runtime.mjs';
import { pageHtml } from './page-html.mjs';

/**
 * Third-party packages every app shares as singletons. A second copy of any of them breaks
 * something at run time: React ("Invalid hook call"), react-redux ("could not find store"),
 * RTK Query (a second api slice), i18next (a second catalog). A shared module is loaded whole,
 * so the libraries of which the apps use a small part are shared through entries of `shared`
 * that re-export just that part (below): the router as `shared/router`, zod as `shared/zod`
 * (all of zod would cost about 89 KB gzipped), react-hook-form and its resolver as
 * `shared/forms`, react-i18next inside `shared/i18n` (its `Trans` machinery unused). Biome
 * refuses importing those libraries directly in the apps.
 */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'i18next'];

/** Packages imported through subpaths (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react). */
const SHARED_WITH_SUBPATHS = new Set(['react', 'react-dom', '@reduxjs/toolkit']);

/**
 * Entries of the workspace package `shared`, each shared on its own so a page loads only what it
 * imports. Those with state or identity must be one instance: the router, the api slice and its
 * cache, the session slice, the i18n instance, the design system's components; zod and the forms
 * library are shared so that they are downloaded once. `shared/contract` is not shared on
 * purpose: it is stateless (constants and zod schemas), a shared module is loaded whole, and
 * sharing it would put every schema on the login page. Each app bundles the schemas it uses,
 * tree-shaken, built with the shared zod.
 */
// Radix dialog and tabs are entries of their own so that the login page, which loads `ui`
// whole, does not download them.
const SHARED_WORKSPACE_ENTRIES = [
  'router',
  'zod',
  'forms',
  'api',
  'session',
  'ui',
  'ui/confirm-dialog',
  'ui/tabs',
  'letter-wizard',
  'i18n',
];

/**
 * Shared entries the shell provides though it never imports them, so that the suites using them
 * all get the shell's copy (one URL, cached once) instead of each downloading its own: the
 * design system's dialog and tabs (Radix), used by several suites.
 */
const PROVIDED_BY_HOST = ['ui/confirm-dialog', 'ui/tabs'];

/** The version an app really has installed (pnpm links every direct dependency into <app>/node_modules). */
function installedVersion(dir, packageName) {
  const candidates = [
    path.join(dir, 'node_modules', packageName, 'package.json'),
    path.join(repoRoot, 'node_modules', packageName, 'package.json'),
  ];
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) {
    throw new Error(`${packageName} is not installed for ${dir}: run pnpm install`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * Ranges that replace the installed versions' in a build, as JSON (`{"react": "^18.3.1"}`): how
 * the version-skew test (e2e/tests/version-skew.spec.ts) builds a suite as if it had been built
 * against another React. Unset in every real build.
 */
function requiredVersionOverrides() {
  const json = process.env.FEDERATION_REQUIRED_VERSIONS;
  return json ? JSON.parse(json) : {};
}

/**
 * Module Federation `shared`: requiredVersion from the installed packages, never `workspace:*`.
 * A remote's singletons are strict: a remote built against a version outside the range the
 * shell provides fails to load (the shell shows "This section could not be loaded." and the
 * console names the dependency) instead of running on a React or a store it was not built for.
 */
function sharedModules(dir, isHost) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, strictVersion: boolean }>} */
  const shared = {};
  const overrides = requiredVersionOverrides();
  const strictVersion = !isHost;
  for (const packageName of SINGLETON_PACKAGES) {
    const requiredVersion = overrides[packageName] ?? `^${installedVersion(dir, packageName)}`;
    shared[packageName] = { singleton: true, requiredVersion, strictVersion };
    if (SHARED_WITH_SUBPATHS.has(packageName)) {
      shared[`${packageName}/`] = { singleton: true, requiredVersion, strictVersion };
    }
  }
  const workspaceVersion = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8'),
  ).version;
  for (const entry of SHARED_WORKSPACE_ENTRIES) {
    shared[`shared/${entry}`] = {
      singleton: true,
      requiredVersion: `^${workspaceVersion}`,
      strictVersion,
    };
  }
  if (isHost) {
    for (const entry of PROVIDED_BY_HOST) {
      shared[`shared/${entry}`] = {
        singleton: true,
        requiredVersion: `^${workspaceVersion}`,
        // A file path rather than a package request: the plugin provides a path-based shared
        // module even though no module of this build imports it.
        import: sharedEntryFile(entry),
        version: workspaceVersion,
      };
    }
  }
  return shared;
}

/** The source file `shared/<entry>` resolves to, from the package's `exports`. */
function sharedEntryFile(entry) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8'),
  );
  const target = manifest.exports[`./${entry}`];
  if (typeof target !== 'string') {
    throw new Error(`shared/package.json exports no "./${entry}"`);
  }
  return path.join(repoRoot, 'shared', target);
}

/**
 * Production builds of dependencies whose package.json cannot select one by condition.
 * react-router's `exports` point at `dist/development` for every environment (its production
 * build, without dev-only warnings and checks, sits beside it in `dist/production`). The build
 * test in tooling/ fails if any other dependency's development build reaches a production chunk.
 */
function productionBuildAliases(dir) {
  const fromApp = createRequire(path.join(dir, 'package.json'));
  const fromRouterDom = createRequire(fromApp.resolve('react-router-dom/package.json'));
  const reactRouter = path.dirname(fromRouterDom.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(reactRouter, 'dist', 'production', 'index.mjs'),
    'react-router/dom$': path.join(reactRouter, 'dist', 'production', 'dom-export.mjs'),
  };
}

/** builtin:swc-loader for TypeScript; `tsx` only for .tsx so generic arrows in .ts parse. */
function swcRule(test, tsx, isProduction, serving) {
  return {
    test,
    exclude: /[\\/]node_modules[\\/]/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        target: 'es2022',
        transform: {
          react: {
            runtime: 'automatic',
            development: !isProduction,
            // React Refresh only under the dev server, where its runtime is injected.
            refresh: serving,
          },
        },
      },
    },
  };
}

/** Dev-only: the shell's `/remotes.json` points at the remotes' dev servers. */
function serveDevRemotesMap(middlewares) {
  const body = JSON.stringify(devRemotesMap());
  return [
    {
      name: 'dev-remotes-json',
      path: '/remotes.json',
      middleware: (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(body);
      },
    },
    ...middlewares,
  ];
}

/**
 * How every build reads the source: TypeScript through swc, native CSS (CSS Modules for
 * *.module.css, with the same class names in the pre-render build as in the page's), assets.
 *
 * @param {boolean} isProduction
 * @param {boolean} serving
 * @returns {import('@rspack/core').ModuleOptions}
 */
function moduleRules(isProduction, serving) {
  return {
    parser: {
      // `import styles from './x.module.css'` (default export of the class map).
      'css/auto': { namedExports: false },
    },
    rules: [
      swcRule(/\.[cm]?ts$/, false, isProduction, serving),
      swcRule(/\.tsx$/, true, isProduction, serving),
      // Native CSS: *.module.css are CSS Modules, every other .css is global.
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(?:png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
    ],
  };
}

/**
 * @param {string} dir
 * @param {boolean} isProduction
 * @returns {import('@rspack/core').ResolveOptions}
 */
function resolveOptions(dir, isProduction) {
  return {
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    alias: {
      ...federationRuntimeEsmAliases(),
      ...(isProduction ? productionBuildAliases(dir) : {}),
    },
  };
}

/**
 * @typedef {object} AppOptions
 * @property {string} name Federation name: 'shell' or a remote name (profile, banking, ...).
 * @property {string} dir The app's folder (import.meta.dirname of its rspack.config.mjs).
 * @property {number} [port] Dev-server port; defaults to the app's port in tooling/apps.mjs.
 * @property {Record<string, string>} [exposes] A remote's exposed modules.
 * @property {boolean} [isHost] True for the shell.
 * @property {string} [title] <title> of the shell page, or of a remote's standalone dev page.
 */

/**
 * @param {AppOptions} app
 * @param {'production' | 'development'} mode
 * @param {boolean} serving True under a dev server (HMR + React Refresh).
 * @returns {import('@rspack/core').Configuration}
 */
export function buildAppConfig(app, mode, serving) {
  const { name, dir, exposes, isHost = false, title = 'Credit Repair Canada' } = app;
  const port = app.port ?? apps.find((known) => known.name === name)?.port;
  if (port === undefined) {
    throw new Error(
      `No dev port for app "${name}": add its entry to the registry of suites (shared/src/suites/registry.mjs)`,
    );
  }
  const isProduction = mode === 'production';
  // Remotes reuse the host's federation runtime in production (it would otherwise be bundled
  // into each remote entry). A remote running standalone in dev is its own host,
  // so it keeps its runtime there; the dev shell then loads remotes that bring their own.
  const federationExperiments = isProduction
    ? isHost
      ? { provideExternalRuntime: true }
      : { externalRuntime: true }
    : {};
  const hashed = isProduction ? '.[contenthash:8]' : '';

  // A remote's production build is only its container (remoteEntry.js); in dev it also gets a
  // standalone page so the suite can be developed without the shell.
  const hasPage = isHost || !isProduction;
  /** @type {import('@rspack/core').Configuration['entry']} */
  const entry = isHost
    ? { main: './src/index.ts' }
    : isProduction
      ? {}
      : { main: './src/dev/index.ts' };

  /** @type {import('@rspack/core').Plugins} */
  const plugins = [
    new ModuleFederationPlugin({
      name,
      ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
      shared: sharedModules(dir, isHost),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      experiments: {
        ...federationExperiments,
        // Browser only: lets the minifier drop the runtime's Node.js code paths.
        optimization: { target: 'web' },
      },
    }),
  ];
  if (hasPage) {
    plugins.push(
      new rspack.HtmlRspackPlugin({
        templateContent: isHost
          ? pageHtml({
              title,
              description: 'Repair your credit, settle debts and plan a budget.',
              installable: true,
            })
          : pageHtml({ title: `${title} (standalone)` }),
        chunks: ['main'],
        scriptLoading: 'defer',
        // Without an icon the browser asks for /favicon.ico and logs the 404 on every page.
        ...(isHost ? { favicon: path.join(dir, 'public', 'favicon.svg') } : {}),
        minify: isProduction,
      }),
    );
  }
  if (isHost) {
    // The web app manifest, as it is (its icon is the favicon the page plugin emits).
    plugins.push(
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public/manifest.webmanifest' }] }),
    );
  }
  if (serving) {
    plugins.push(new ReactRefreshRspackPlugin());
  }

  return {
    name,
    mode,
    context: dir,
    target: ['web', 'es2022'],
    entry,
    devtool: isProduction ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      // APP_OUTPUT_DIR builds elsewhere (the version-skew test builds a suite beside the real one).
      path: process.env.APP_OUTPUT_DIR ?? path.join(dir, 'dist'),
      // The shell is served at '/'; a remote computes its base from its own script URL so it can
      // be moved to any origin (a CDN) by editing /remotes.json only.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: `[name]${hashed}.js`,
      chunkFilename: isProduction ? '[id].[contenthash:8].js' : '[name].js',
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: isProduction ? '[id].[contenthash:8].css' : '[name].css',
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      clean: true,
    },
    resolve: resolveOptions(dir, isProduction),
    module: moduleRules(isProduction, serving),
    plugins,
    optimization: {
      moduleIds: isProduction ? 'deterministic' : 'named',
      chunkIds: isProduction ? 'deterministic' : 'named',
      // Each shared module is its own async chunk; a lower minimum lets the small libraries they
      // have in common (reselect, immer) be split out once instead of copied into each.
      splitChunks: { chunks: 'async', minSize: 5000 },
    },
    performance: { hints: false },
    stats: isProduction ? 'errors-warnings' : 'minimal',
    devServer: {
      port,
      hot: true,
      static: false,
      historyApiFallback: hasPage,
      // The dev shell (another port) fetches each remote's manifest with fetch(): CORS needed.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: DEV_API_TARGET }],
      client: {
        overlay: { errors: true, warnings: false, runtimeErrors: false },
        // A remote's HMR client runs inside the shell's page: give it its own server's address.
        webSocketURL: `ws://localhost:${port}/ws`,
      },
      ...(isHost ? { setupMiddlewares: serveDevRemotesMap } : {}),
    },
  };
}

/**
 * The config export of an app: rspack calls it with (env, argv). `rspack build` defaults
 * NODE_ENV to production and `rspack serve` to development; scripts call it with argv.mode.
 *
 * @param {AppOptions} app
 */
export function createAppConfig(app) {
  return function appConfig(env = {}, argv = {}) {
    const mode =
      argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
    const serving = Boolean(env.RSPACK_SERVE ?? argv.serving);
    return buildAppConfig(app, mode, serving);
  };
}

/**
 * The config export of a suite's rspack.config.mjs: its remote name, dev port and exposed modules
 * are those of its entry in the registry of suites (shared/src/suites/registry.mjs), found by
 * the suite's folder.
 *
 * @param {{ dir: string, title?: string }} suite `dir`: the suite's folder (import.meta.dirname);
 *   `title`: the <title> of its standalone dev page.
 */
export function createSuiteConfig({ dir, title }) {
  const folder = path.basename(dir);
  const remote = remotes.find((entry) => entry.folder === folder);
  if (!remote) {
    throw new Error(
      `${folder} is not in the registry of suites: add its entry to SUITES in shared/src/suites/registry.mjs (pnpm new-suite printed it; README, "Adding a suite").`,
    );
  }
  const { name, port, exposes } = remote;
  return createAppConfig({ name, dir, port, exposes, ...(title ? { title } : {}) });
}

/**
 * A Node bundle of the shell's src/prerender/login-page.server.tsx, which renders the login page
 * to HTML at build time (tooling/shell-pages.mjs, issue 18). Without federation: the shared
 * modules are plain imports here. Same context, unique name and CSS rules as the page's build,
 * so the CSS Module class names are the ones the page's style sheets define.
 *
 * @param {string} shellDir
 * @param {string} outputPath
 * @returns {import('@rspack/core').Configuration}
 */
export function buildPrerenderConfig(shellDir, outputPath) {
  const rules = moduleRules(true, false);
  return {
    name: 'shell-prerender',
    mode: 'production',
    context: shellDir,
    target: 'node',
    entry: { 'login-page': './src/prerender/login-page.server.tsx' },
    output: {
      path: outputPath,
      uniqueName: 'shell',
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // One file: the routes' lazy screens are bundled in, never loaded.
      asyncChunks: false,
      clean: true,
    },
    resolve: resolveOptions(shellDir, true),
    // Class names only: the page's build ships the style sheets.
    module: { ...rules, generator: { 'css/auto': { exportsOnly: true } } },
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A browser bundle of one module for the benchmarks (scripts/bench): compiled as the apps'
 * production builds compile their code (the same swc rules, target and minifier), without
 * federation, into one script a bench page runs (`pnpm bench --only payoff`, in Chromium).
 *
 * @param {string} entry The module's path.
 * @param {string} outputPath
 * @returns {import('@rspack/core').Configuration}
 */
export function buildBenchPageConfig(entry, outputPath) {
  return {
    name: 'bench-page',
    mode: 'production',
    context: repoRoot,
    target: ['web', 'es2022'],
    entry: { bench: entry },
    output: { path: outputPath, filename: '[name].js', asyncChunks: false, clean: true },
    // The contract's pure modules import no package: no aliases needed.
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: moduleRules(true, false),
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
