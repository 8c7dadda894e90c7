// Letter generation: api/test/letters-api/bench-generate.ts (the real generate route through
// inject(), PGlite in memory, in one process), whose last line carries the medians as JSON.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib.mjs';

const REQUESTS = 200;

export function measureLetters() {
  const script = path.join('test', 'letters-api', 'bench-generate.ts');
  const tsx = path.join(repoRoot, 'api', 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script, String(REQUESTS), '--json'], {
      cwd: path.join(repoRoot, 'api'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const lines = output.trimEnd().split('\n');
      const json = lines.find((line) => line.startsWith('BENCH_JSON '));
      console.log(lines.filter((line) => line !== json).join('\n'));
      if (code !== 0 || !json) {
        reject(new Error(`The letters bench exited with code ${code} and no figures.`));
        return;
      }
      resolve(JSON.parse(json.slice('BENCH_JSON '.length)));
    });
  });
}
