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
import { savingsSuite } from '../shared/src/suites/testing.mjs';
import { navEntries } from '../shell/src/features/layout/nav-entries';
import { suiteModuleAt, suiteRoutes } from '../shell/src/features/suites/suites';
import { devRemotesMap, remoteApps, repoRoot } from './apps.mjs';

const WITH_SAVINGS = [...SUITES, savingsSuite(15)];

describe('a suite added to the registry', () => {
  it('is in the server’s map of remotes, beside the others', () => {
    expect(defaultRemotesMap(WITH_SAVINGS)).toEqual({
      ...defaultRemotesMap(),
      savings: '/remotes/savings/mf-manifest.json',
    });
  });

  it('has its route in the shell, which loads its module there', () => {
    expect(suiteRoutes(WITH_SAVINGS)).toContainEqual({ path: 'savings/*', module: 'savings/App' });
    expect(suiteModuleAt('/app/savings/goals', WITH_SAVINGS)).toBe('savings/App');
    expect(suiteModuleAt('/app/savings/goals')).toBeNull();
  });

  it('has its entry in the side navigation, at its position', () => {
    const labelKeys = navEntries(WITH_SAVINGS).map(({ labelKey }) => labelKey);
    expect(labelKeys.slice(0, 3)).toEqual([
      'nav.personalInformation',
      'nav.savings',
      'nav.creditReportSuite',
    ]);
    expect(navEntries(WITH_SAVINGS)[1]).toEqual({
      to: '/app/savings',
      section: '/app/savings',
      labelKey: 'nav.savings',
    });
    expect(labelKeys).toHaveLength(navEntries().length + 1);
  });

  it('is built, with its exposed module, and served by its own dev server', () => {
    const savings = remoteApps(WITH_SAVINGS).find(({ name }) => name === 'savings');
    expect(savings).toEqual({
      name: 'savings',
      folder: 'mfe-savings',
      port: 3099,
      exposes: { './App': './src/app/suite.tsx' },
    });
    expect(devRemotesMap(remoteApps(WITH_SAVINGS)).savings).toBe(
      'http://localhost:3099/mf-manifest.json',
    );
  });

  it('is followed and swept by the end-to-end tests', () => {
    expect(suiteNavigation(WITH_SAVINGS)[1]).toMatchObject({ key: 'savings', to: '/app/savings' });
    expect(suiteScreens(WITH_SAVINGS).slice(7, 9)).toEqual(['/app/savings', '/app/savings/goals']);
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
