// What the production build ships, read from its stats (module names per chunk): remotes reuse
// the host's federation runtime, and no dependency reaches a chunk as its development build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, remotes } from './apps.mjs';
import { productionConfigs, runBuild } from './production-build.mjs';
import { loginPageFiles } from './shell-pages.mjs';

/** Files of the federation runtime proper; the host provides it, remotes read it from a global. */
const FEDERATION_RUNTIME = /[\\/]node_modules[\\/]@module-federation[\\/]runtime-core[\\/]/;

/** A CommonJS file of a federation package: what the plugins import unless aliased to ESM. */
const FEDERATION_COMMONJS = /[\\/]node_modules[\\/]@module-federation[\\/][^\\/]+[\\/].*\.cjs$/;

/**
 * A dependency's development build: a `development` folder (react-router's dist/development) or
 * a file named for it (react's cjs/react.development.js, a conditional `*.development.true.js`).
 * Radix's `is-development.false.mjs` is the production side of such a pair and does not match.
 */
const DEVELOPMENT_BUILD =
  /[\\/]node_modules[\\/].*(?:[\\/]development[\\/]|[.-]development(?:\.true)?\.[cm]?js$)/;

/** @type {Map<string, { name: string, files: string[], modules: string[] }[]>} */
const chunksByApp = new Map();
/** The shell build's stats, as the pre-render step reads them. */
let shellStats;
let outputRoot = '';

/**
 * Every module of a chunk, including those concatenated into another: a file by its absolute
 * path, anything else (an external, the container entry) by its readable name.
 */
function moduleNames(module) {
  const nested = (module.modules ?? []).filter((inner) => inner.nameForCondition || inner.name);
  if (nested.length > 0) return nested.flatMap(moduleNames);
  return [module.nameForCondition ?? module.name ?? ''];
}

beforeAll(async () => {
  outputRoot = mkdtempSync(path.join(tmpdir(), 'build-output-test-'));
  const configs = await productionConfigs();
  for (const config of configs) {
    config.output = { ...config.output, path: path.join(outputRoot, String(config.name)) };
  }
  const multiStats = await runBuild(configs);
  expect(multiStats.hasErrors()).toBe(false);
  for (const stats of multiStats.stats) {
    const json = stats.toJson({
      all: false,
      chunks: true,
      chunkModules: true,
      nestedModules: true,
      dependentModules: true,
      orphanModules: true,
      nestedModulesSpace: Number.POSITIVE_INFINITY,
      chunkModulesSpace: Number.POSITIVE_INFINITY,
      chunkOrigins: true,
      chunkGroups: true,
      ids: true,
    });
    if (stats.compilation.name === 'shell') shellStats = json;
    chunksByApp.set(
      stats.compilation.name ?? '',
      (json.chunks ?? []).map((chunk) => ({
        name: (chunk.names ?? []).join(','),
        files: chunk.files ?? [],
        modules: (chunk.modules ?? []).flatMap(moduleNames),
      })),
    );
  }
});

afterAll(() => {
  if (outputRoot) rmSync(outputRoot, { recursive: true, force: true });
});

function remoteEntryChunk(remote) {
  const chunk = chunksByApp.get(remote)?.find(({ files }) => files.includes('remoteEntry.js'));
  if (!chunk) throw new Error(`The ${remote} build has no remoteEntry.js chunk`);
  return chunk;
}

describe('federation runtime', () => {
  it('is bundled once, in the shell’s entry, which provides it to the remotes', () => {
    const main = chunksByApp.get('shell')?.find(({ name }) => name === 'main');
    expect(main?.modules.some((module) => FEDERATION_RUNTIME.test(module))).toBe(true);
  });

  it.each(remotes.map(({ name }) => name))('is not in the %s remote entry', (remote) => {
    const { modules } = remoteEntryChunk(remote);
    expect(modules.filter((module) => FEDERATION_RUNTIME.test(module))).toEqual([]);
    expect(modules).toContain('external "_FEDERATION_RUNTIME_CORE"');
  });

  it.each(apps.map(({ name }) => name))('comes from ESM builds in %s', (app) => {
    const commonJs = (chunksByApp.get(app) ?? [])
      .flatMap(({ modules }) => modules)
      .filter((module) => FEDERATION_COMMONJS.test(module));
    expect(commonJs).toEqual([]);
  });
});

describe('shared modules', () => {
  // Each suite uses the shell's copy of these, so none downloads its own: the shell must provide
  // them, including the dialog and tabs it does not use itself.
  it.each([
    'shared/router',
    'shared/zod',
    'shared/forms',
    'shared/i18n',
    'shared/ui',
    'shared/ui/confirm-dialog',
    'shared/ui/tabs',
  ])('%s is provided by the shell', (shareKey) => {
    const provided = (chunksByApp.get('shell') ?? [])
      .flatMap(({ modules }) => modules)
      .filter((module) => module.startsWith(`provide shared module (default) ${shareKey}@`));
    expect(provided).toHaveLength(1);
  });
});

describe('dependencies in production chunks', () => {
  it.each(apps.map(({ name }) => name))('are production builds in %s', (app) => {
    const development = (chunksByApp.get(app) ?? [])
      .flatMap(({ modules }) => modules)
      .filter((module) => DEVELOPMENT_BUILD.test(module));
    expect(development).toEqual([]);
  });
});

/**
 * Code the login page must not load (issue 18): Redux, RTK Query and their helpers, the api
 * slice and the session slice (the page signs in with one fetch; the store comes after).
 */
const STORE_CODE =
  /[\\/]node_modules[\\/](?:@reduxjs[\\/]toolkit|redux|redux-thunk|react-redux|immer|reselect)[\\/]|[\\/]shared[\\/]src[\\/](?:api[\\/]|session[\\/](?:index|session-slice|session-listener)\.ts$)/;

/** zod itself, or the shared entry every schema imports it through. */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]|[\\/]shared[\\/]src[\\/]zod[\\/]/;

describe('the login page', () => {
  it('loads the login screen and none of the store code', () => {
    const files = new Set(loginPageFiles(shellStats));
    const modules = (chunksByApp.get('shell') ?? [])
      .filter((chunk) => chunk.files.some((file) => files.has(file)))
      .flatMap(({ modules }) => modules);
    expect(modules.some((module) => module.endsWith('login-page.tsx'))).toBe(true);
    expect(modules.filter((module) => STORE_CODE.test(module))).toEqual([]);
    // The pattern does name the store's code, which the app's other screens load.
    const everyModule = (chunksByApp.get('shell') ?? []).flatMap(({ modules }) => modules);
    expect(everyModule.filter((module) => STORE_CODE.test(module)).length).toBeGreaterThan(0);
  });

  it('loads no zod (it validates nothing in the browser; zod is about 25 KB gzipped) and no registry of suites', () => {
    const files = new Set(loginPageFiles(shellStats));
    const modules = (chunksByApp.get('shell') ?? [])
      .filter((chunk) => chunk.files.some((file) => files.has(file)))
      .flatMap(({ modules }) => modules);
    // A contract module that builds a schema brings zod with it, even for one constant.
    expect(modules.filter((module) => ZOD.test(module))).toEqual([]);
    // Nor the registry of suites: the routes under /app download it with the app.
    expect(modules.filter((module) => /[\\/]shared[\\/]src[\\/]suites[\\/]/.test(module))).toEqual(
      [],
    );
    const everyModule = (chunksByApp.get('shell') ?? []).flatMap(({ modules }) => modules);
    expect(everyModule.some((module) => ZOD.test(module))).toBe(true);
  });

  it("loads the design system's basics, not its wizard, gates and other form controls", () => {
    const files = new Set(loginPageFiles(shellStats));
    const designSystem = (chunksByApp.get('shell') ?? [])
      .filter((chunk) => chunk.files.some((file) => files.has(file)))
      .flatMap(({ modules }) => modules)
      .filter((module) => /[\\/]shared[\\/]src[\\/]ui[\\/][^\\/]+\.tsx?$/.test(module));
    expect(designSystem.some((module) => module.endsWith('input-field.tsx'))).toBe(true);
    const others = designSystem.filter((module) =>
      /(wizard|password-gate|radio-group-field|select-field|success-notice|scroll-table)\.tsx$/.test(
        module,
      ),
    );
    expect(others).toEqual([]);
  });

  it('loads its texts in one language: the French words only on the French page', () => {
    const modulesOf = (language) => {
      const files = new Set(loginPageFiles(shellStats, language));
      return (chunksByApp.get('shell') ?? [])
        .filter((chunk) => chunk.files.some((file) => files.has(file)))
        .flatMap(({ modules }) => modules);
    };
    const FRENCH_TEXTS = /[\\/]fr-CA[\\/]|\.fr\.ts$/;
    expect(modulesOf('en').filter((module) => FRENCH_TEXTS.test(module))).toEqual([]);
    const french = modulesOf('fr').filter((module) => FRENCH_TEXTS.test(module));
    expect(french.some((module) => module.endsWith('fr-CA/shell.ts'))).toBe(true);
    expect(french.some((module) => module.endsWith('fr-CA/common.ts'))).toBe(true);
  });
});
