import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SUITES, suiteFolder } from '../shared/src/suites/registry.mjs';

const deployScript = fileURLToPath(new URL('deploy-suite.mjs', import.meta.url));
const run = promisify(execFile);

/** A suite of the registry: the command knows a suite by its folder's name. */
const NAME = SUITES[SUITES.length - 1]?.name ?? 'none';
const FOLDER = suiteFolder({ name: NAME });
const MANIFEST = JSON.stringify({ id: NAME });

/** A suite's folder with a built dist, as `pnpm --filter mfe-NAME build` leaves it. */
function builtSuite(version) {
  const root = mkdtempSync(path.join(tmpdir(), 'deploy-suite-'));
  const suite = path.join(root, FOLDER);
  mkdirSync(path.join(suite, 'dist', 'static', 'js'), { recursive: true });
  writeFileSync(path.join(suite, 'package.json'), JSON.stringify({ name: FOLDER, version }));
  writeFileSync(path.join(suite, 'dist', 'mf-manifest.json'), MANIFEST);
  writeFileSync(path.join(suite, 'dist', 'static', 'js', 'main.js'), 'export {};');
  writeFileSync(path.join(suite, 'dist', 'static', 'js', 'main.js.map'), '{}');
  return { root, suite };
}

// Node starts in well under a second alone, slower on a busy 2-core machine.
describe('pnpm --filter mfe-NAME run deploy DIR (issue 20)', { timeout: 60_000 }, () => {
  it('writes the build to DIR/NAME/VERSION/, without source maps, and never over a published version', async () => {
    const { root, suite } = builtSuite('1.4.0');
    const cdn = path.join(root, 'cdn');
    const first = await run('node', [deployScript, cdn], { cwd: suite });
    const published = path.join(cdn, NAME, '1.4.0');
    expect(first.stdout).toContain(`${NAME} 1.4.0 deployed to ${published}`);
    expect(readFileSync(path.join(published, 'mf-manifest.json'), 'utf8')).toBe(MANIFEST);
    expect(existsSync(path.join(published, 'static', 'js', 'main.js'))).toBe(true);
    expect(existsSync(path.join(published, 'static', 'js', 'main.js.map'))).toBe(false);

    const again = await run('node', [deployScript, cdn], { cwd: suite }).catch((error) => error);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('a published version is never replaced');
  });

  it('refuses a suite that has not been built, and a folder that is not a suite', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'deploy-suite-'));
    const suite = path.join(root, FOLDER);
    mkdirSync(suite);
    writeFileSync(path.join(suite, 'package.json'), JSON.stringify({ version: '1.0.0' }));
    const cdn = path.join(root, 'cdn');
    const unbuilt = await run('node', [deployScript, cdn], { cwd: suite }).catch((error) => error);
    expect(unbuilt.code).toBe(1);
    expect(unbuilt.stderr).toContain(`${FOLDER}/dist has no build`);
    const elsewhere = await run('node', [deployScript, cdn], { cwd: root }).catch((error) => error);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain("run it in a suite's folder");
    expect(existsSync(cdn)).toBe(false);
  });
});
