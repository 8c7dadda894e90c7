// `pnpm new-suite NAME` (issue 20): the suite it makes, once its printed entry is in the registry,
// typechecks, passes the lint, builds into a remote exposing its module and passes its unit test.
// All of it in a temporary copy of the workspace, the repository left as it is: the copy has its
// own tooling and registry, the rest (shared's sources, the installed packages) are links to the
// repository's.
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITES, suiteFolder } from '../shared/src/suites/registry.mjs';
import { EXAMPLE_SUITE_NAME } from '../shared/src/suites/testing.mjs';
import { repoRoot, SHELL_PORT } from './apps.mjs';

const run = promisify(execFile);
const bin = (file) => path.join(repoRoot, 'node_modules', file);

/**
 * A workspace to make suites in: the root's configuration, a copy of tooling (new-suite.mjs
 * writes beside its own folder, the build reads the registry beside it) and of the registry;
 * shared's other sources and the installed packages linked, the shell's package.json copied.
 */
function workspaceCopy() {
  const root = mkdtempSync(path.join(tmpdir(), 'new-suite-'));
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'tsconfig.base.json', 'biome.json']) {
    cpSync(path.join(repoRoot, file), path.join(root, file));
  }
  cpSync(path.join(repoRoot, 'tooling'), path.join(root, 'tooling'), { recursive: true });
  mkdirSync(path.join(root, 'shell'));
  cpSync(path.join(repoRoot, 'shell', 'package.json'), path.join(root, 'shell', 'package.json'));
  mkdirSync(path.join(root, 'shared', 'src'), { recursive: true });
  cpSync(path.join(repoRoot, 'shared', 'package.json'), path.join(root, 'shared', 'package.json'));
  for (const entry of readdirSync(path.join(repoRoot, 'shared', 'src'))) {
    const from = path.join(repoRoot, 'shared', 'src', entry);
    const to = path.join(root, 'shared', 'src', entry);
    // Copied: the registry, which the test adds to, and the unit tests' setup file, which vitest
    // runs only from inside the workspace it tests.
    if (entry === 'suites' || entry === 'testing') cpSync(from, to, { recursive: true });
    else symlinkSync(from, to);
  }
  for (const link of ['types', 'node_modules', 'shared/node_modules']) {
    symlinkSync(path.join(repoRoot, link), path.join(root, link));
  }
  return root;
}

/** Runs the command in the copy; its exit code, stdout and stderr. */
async function newSuite(root, args) {
  try {
    const { stdout, stderr } = await run(
      'node',
      [path.join(root, 'tooling', 'new-suite.mjs'), ...args],
      {
        cwd: root,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

/** What the README says to do with the printed entry: add it at the end of SUITES. */
function addToRegistry(root, entry) {
  const file = path.join(root, 'shared', 'src', 'suites', 'registry.mjs');
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('export const SUITES = [');
  const end = source.indexOf('\n];\n', start);
  writeFileSync(file, `${source.slice(0, end)}\n${entry}${source.slice(end)}`);
}

/**
 * The packages pnpm would link into the new suite: those of a suite with the same dependencies
 * (the command gives a suite what every suite has, at the shell's versions).
 */
function linkInstalledPackages(root, folder) {
  const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
  const same = SUITES.map(suiteFolder).find((other) => {
    const theirs = JSON.parse(readFileSync(path.join(repoRoot, other, 'package.json'), 'utf8'));
    return (
      JSON.stringify(theirs.dependencies) === JSON.stringify(manifest.dependencies) &&
      JSON.stringify(theirs.devDependencies) === JSON.stringify(manifest.devDependencies)
    );
  });
  if (!same) throw new Error(`no suite has the dependencies of ${folder}/package.json`);
  symlinkSync(path.join(repoRoot, same, 'node_modules'), path.join(root, folder, 'node_modules'));
}

// Typecheck, build and unit test of a small suite: about 30 s alone on 2 cores.
describe('pnpm new-suite NAME', { timeout: 120_000 }, () => {
  let root;
  let made;
  // A name the registry never has (its test sees to it), whatever suites the teams add.
  const NAME = EXAMPLE_SUITE_NAME;
  const FOLDER = `mfe-${NAME}`;
  const suite = () => path.join(root, FOLDER);

  beforeAll(async () => {
    root = workspaceCopy();
    made = await newSuite(root, [NAME, '--label', 'Example', '--label-fr', 'Exemple']);
  });
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('creates mfe-NAME and prints its registry entry and navigation labels', () => {
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    // The next free dev port.
    const port = Math.max(SHELL_PORT, ...SUITES.map((entry) => entry.port)) + 1;
    expect(made.stdout).toContain(`    name: '${NAME}',\n    port: ${port},`);
    expect(made.stdout).toContain(`route: '${NAME}/*',`);
    expect(made.stdout).toContain(`  ${NAME}: 'Example',`);
    expect(made.stdout).toContain(`  ${NAME}: 'Exemple',`);
    expect(JSON.parse(readFileSync(path.join(suite(), 'package.json'), 'utf8'))).toMatchObject({
      name: FOLDER,
      scripts: {
        test: 'vitest run',
        build: 'rspack build',
        deploy: 'node ../tooling/deploy-suite.mjs',
      },
      dependencies: { shared: 'workspace:*' },
    });
    const files = readdirSync(suite(), { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.tpl') || file.includes('__'))).toEqual([]);
  });

  it('makes a suite that typechecks, passes the lint, builds and passes its test', async () => {
    const entry = made.stdout.match(/\n( {2}\{\n {4}name: '[a-z0-9]+',[\s\S]*?\n {2}\},)\n/)?.[1];
    expect(entry).toBeDefined();
    addToRegistry(root, entry);
    linkInstalledPackages(root, FOLDER);

    // The typecheck takes longest (it reads the shared code the suite imports): beside the rest.
    const typecheck = run('node', [bin('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
      cwd: suite(),
    });
    // Awaited last; a step failing before that is the failure to report.
    typecheck.catch(() => undefined);
    await run('node', [bin('@biomejs/biome/bin/biome'), 'check', '--vcs-enabled=false', FOLDER], {
      cwd: root,
    });
    await run('node', [bin('@rspack/cli/bin/rspack.js'), 'build'], { cwd: suite() });
    const manifest = JSON.parse(
      readFileSync(path.join(suite(), 'dist', 'mf-manifest.json'), 'utf8'),
    );
    expect(manifest.name).toBe(NAME);
    expect(manifest.exposes.map(({ name }) => name)).toEqual(['App']);
    expect(existsSync(path.join(suite(), 'dist', 'remoteEntry.js'))).toBe(true);

    const tested = await run(
      path.join(suite(), 'node_modules', '.bin', 'vitest'),
      ['run', '--maxWorkers=1', '--reporter=json'],
      { cwd: suite() },
    );
    const report = JSON.parse(tested.stdout);
    const passed = report.testResults.flatMap(({ assertionResults }) =>
      assertionResults.filter(({ status }) => status === 'passed').map(({ title }) => title),
    );
    expect(passed).toEqual([
      'shows its first screen under its navigation label',
      'shows it in French, from a French catalog with every English key',
    ]);
    await typecheck;
  });

  it('refuses a name that is taken, a bad name and a folder that exists', async () => {
    mkdirSync(path.join(root, 'mfe-taken'));
    const existing = await newSuite(root, ['taken']);
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain('mfe-taken exists already');
    expect(readdirSync(path.join(root, 'mfe-taken'))).toEqual([]);
    const [{ name: registeredName }] = SUITES;
    const registered = await newSuite(root, [registeredName]);
    expect(registered.stderr).toContain(`has a suite "${registeredName}" already`);
    for (const name of ['Example', 'my-suite', 's', '9lives']) {
      const bad = await newSuite(root, [name]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(`"${name}" is not a suite name`);
    }
    expect((await newSuite(root, ['shell'])).stderr).toContain('taken by the workspace');
    expect(existsSync(path.join(root, suiteFolder({ name: registeredName })))).toBe(false);
  });
});
