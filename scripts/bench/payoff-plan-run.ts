/**
 * Benchmark (not a test): the payoff plan (issue 16) for 20 debts over about 30 years
 * (payoff-plan-case.ts), in Node. Run by `node scripts/bench.mjs --only payoff` through tsx, beside
 * the same case in Chromium (payoff.mjs).
 *   api/node_modules/.bin/tsx scripts/bench/payoff-plan-run.ts [--json]
 * With --json, a last line `BENCH_JSON {...}` carries the figures.
 */
import { timePayoffPlan, timingsLine } from './payoff-plan-case';

const figures = timePayoffPlan();
console.log(timingsLine(figures, 'in Node'));
if (process.argv.includes('--json')) console.log(`BENCH_JSON ${JSON.stringify(figures)}`);
