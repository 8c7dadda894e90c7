// The registry of suites (shared/src/suites/registry.mjs, issue 20) drives every list of suites:
// a suite added to it (here injected, the file untouched) is in the server's remote map, the
// shell's routes and side navigation, the build's and the dev servers' apps and the end-to-end
// sweeps; and the registry matches the folders that hold the suites.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultRemotesMap } from '../api/src/http/remotes';
import {
  SUITES,
  suiteFolder,
  suiteNavigation,
  suiteScreens,
} from '../shared/src/suites/registry.mjs';
import { exampleSuite } from '../shared/src/suites/testing.mjs';
import { navEntries } from '../shell/src/features/layout/nav-entries';
import { suiteModuleAt, suiteRoutes } from '../shell/src/features/suites/suites';
import { devRemotesMap, remoteApps, repoRoot } from './apps.mjs';

/** The registry with one suite more, placed second in the navigation. */
const WITH_EXAMPLE = [...SUITES, exampleSuite(15)];

describe('a suite added to the registry', () => {
  it('is in the server’s map of remotes, beside the others', () => {
    expect(defaultRemotesMap(WITH_EXAMPLE)).toEqual({
      ...defaultRemotesMap(),
      example: '/remotes/example/mf-manifest.json',
    });
  });

  it('has its route in the shell, which loads its module there', () => {
    expect(suiteRoutes(WITH_EXAMPLE)).toContainEqual({ path: 'example/*', module: 'example/App' });
    expect(suiteModuleAt('/app/example/goals', WITH_EXAMPLE)).toBe('example/App');
    expect(suiteModuleAt('/app/example/goals', SUITES)).toBeNull();
  });

  it('has its entry in the side navigation, at its position', () => {
    const entries = navEntries(WITH_EXAMPLE);
    const keys = entries.map(({ labelKey }) => labelKey);
    expect(entries).toHaveLength(navEntries().length + 1);
    expect(entries).toContainEqual({
      to: '/app/example',
      section: '/app/example',
      labelKey: 'nav.example',
    });
    // Position 15: after Personal Information (10), before Credit Report Suite (20).
    expect(keys.indexOf('nav.example')).toBe(keys.indexOf('nav.personalInformation') + 1);
    expect(keys.indexOf('nav.creditReportSuite')).toBe(keys.indexOf('nav.example') + 1);
  });

  it('is built, with its exposed module, and served by its own dev server', () => {
    expect(remoteApps(WITH_EXAMPLE)).toContainEqual({
      name: 'example',
      folder: 'mfe-example',
      port: 3999,
      exposes: { './App': './src/app/suite.tsx' },
    });
    expect(devRemotesMap(remoteApps(WITH_EXAMPLE)).example).toBe(
      'http://localhost:3999/mf-manifest.json',
    );
  });

  it('is followed and swept by the end-to-end tests', () => {
    expect(suiteNavigation(WITH_EXAMPLE)).toContainEqual({
      key: 'example',
      to: '/app/example',
      section: '/app/example',
      module: 'example/App',
    });
    const screens = suiteScreens(WITH_EXAMPLE);
    expect(screens.indexOf('/app/example/goals')).toBe(screens.indexOf('/app/example') + 1);
    expect(screens).toHaveLength(suiteScreens().length + 2);
  });
});

/** The folders at the root that hold a suite (the workspace takes every mfe-*). */
const suiteFolders = readdirSync(repoRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => entry.name);

const packageOf = (folder) =>
  JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));

describe('the registry and the suites’ folders', () => {
  it('has an entry for each mfe-* folder, and a folder for each entry', () => {
    expect(suiteFolders.sort()).toEqual(SUITES.map(suiteFolder).sort());
  });

  it.each(SUITES.map((suite) => [suiteFolder(suite), suite]))(
    '%s is a package of that name, with the scripts of a suite and the files it exposes',
    (folder, suite) => {
      const manifest = packageOf(folder);
      expect(manifest.name).toBe(folder);
      expect(Object.keys(manifest.scripts).sort()).toEqual(
        ['build', 'deploy', 'dev', 'test', 'typecheck'].sort(),
      );
      const missing = suite.modules
        .map(({ file }) => file)
        .filter((file) => !existsSync(path.join(repoRoot, folder, file)));
      expect(missing).toEqual([]);
      // The English-texts test reads every suite's catalogs from here.
      expect(existsSync(path.join(repoRoot, folder, 'src/i18n/catalogs-for-tests.ts'))).toBe(true);
    },
  );

  it.each(SUITES.map((suite) => [suiteFolder(suite), suite]))(
    '%s builds as its entry says: its remote name and dev port',
    async (folder, suite) => {
      const file = pathToFileURL(path.join(repoRoot, folder, 'rspack.config.mjs')).href;
      const { default: appConfig } = await import(file);
      const config = appConfig({}, { mode: 'production' });
      expect(config.name).toBe(suite.name);
      expect(config.devServer.port).toBe(suite.port);
    },
  );
});
