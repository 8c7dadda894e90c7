import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/** The boundary check of `pnpm run boundaries` on some folders: each violation as rule, from, to. */
async function violations(...folders) {
  const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
  const args = [...folders, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  // depcruise exits non-zero when it finds errors; its JSON report is on stdout either way.
  const { stdout } = await run(depcruise, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).catch(
    (failure) => failure,
  );
  const report = JSON.parse(stdout);
  return report.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: path.relative('tooling/boundaries-fixture', violation.from),
    to: path.relative('tooling/boundaries-fixture', violation.to),
  }));
}

// depcruise starts in a few seconds alone, far slower on a busy 2-core machine.
describe('the boundaries between packages (issue 20)', { timeout: 120_000 }, () => {
  it('refuses each planted bad import and nothing else', async () => {
    const found = await violations('tooling/boundaries-fixture');
    expect(found).toEqual(
      expect.arrayContaining([
        {
          rule: 'suite-to-other-suite',
          from: 'mfe-alpha/src/uses-other-suite.ts',
          to: 'mfe-beta/src/widget.ts',
        },
        { rule: 'suite-to-shell', from: 'mfe-alpha/src/uses-shell.ts', to: 'shell/src/app.ts' },
        { rule: 'shell-to-suite', from: 'shell/src/app.ts', to: 'mfe-beta/src/widget.ts' },
        { rule: 'shared-to-app', from: 'shared/src/ui/button.ts', to: 'mfe-beta/src/widget.ts' },
        {
          rule: 'api-to-browser-code',
          from: 'api/src/uses-design-system.ts',
          to: 'shared/src/ui/button.ts',
        },
      ]),
    );
    // The allowed imports beside them (a suite's own files, the contract) are not reported.
    expect(found).toHaveLength(5);
  });
});
