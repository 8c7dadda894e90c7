// The payoff plan (issue 16): 20 debts over 30 years must compute in under 20 ms. Runs
// scripts/bench/payoff-plan-run.ts through the API's tsx; no build and no server needed.
import path from 'node:path';
import { repoRoot, runApiBenchScript } from './lib.mjs';

export const PAYOFF_PLAN_BAR_MS = 20;

export function measurePayoffPlan() {
  return runApiBenchScript(path.join(repoRoot, 'scripts', 'bench', 'payoff-plan-run.ts'), []);
}
