// Every end-to-end journey names the suites it crosses (issue 20, point 7), so that a team or QA
// runs one suite's journeys with `playwright test --grep @banking` (README, "End-to-end tests").
// Playwright lists the tags: this test asks it for every test of the e2e package.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SUITES } from '../shared/src/suites/registry.mjs';

const e2eDir = fileURLToPath(new URL('../e2e', import.meta.url));
/** The shell's tag and one per suite of the registry. */
const SUITE_TAGS = ['@shell', ...SUITES.map(({ name }) => `@${name}`)];

/** Every test of the e2e package with its tags, from `playwright test --list --reporter=json`. */
async function listedTests() {
  const playwright = path.join(e2eDir, 'node_modules', '.bin', 'playwright');
  const { stdout } = await promisify(execFile)(playwright, ['test', '--list', '--reporter=json'], {
    cwd: e2eDir,
    maxBuffer: 64 * 1024 * 1024,
  });
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      // The JSON report names tags without their '@'.
      const tags = (spec.tags ?? []).map((tag) => (tag.startsWith('@') ? tag : `@${tag}`));
      tests.push({ title: `${spec.file} › ${spec.title}`, tags });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(stdout).suites) walk(suite);
  return tests;
}

// Playwright loads every spec file to list them: seconds alone, more on a busy 2-core machine.
describe('the end-to-end journeys', { timeout: 120_000 }, () => {
  it('each carry at least one suite tag, and only known ones', async () => {
    const tests = await listedTests();
    expect(tests.length).toBeGreaterThan(100);
    const untagged = tests.filter(({ tags }) => !tags.some((tag) => SUITE_TAGS.includes(tag)));
    expect(untagged.map(({ title }) => title)).toEqual([]);
    const unknown = tests.flatMap(({ tags }) => tags.filter((tag) => !SUITE_TAGS.includes(tag)));
    expect(unknown).toEqual([]);
  });
});
