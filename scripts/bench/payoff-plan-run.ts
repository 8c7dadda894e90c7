/**
 * Benchmark (not a test): the payoff plan (issue 16) for 20 debts over about 30 years, the
 * heaviest plan a consumer is likely to ask for. Run by `node scripts/bench.mjs --only payoff`
 * through tsx, in Node: V8, the engine of Chrome and Edge, runs the same code the browser does;
 * a phone is slower by a factor the figure leaves room for.
 *   api/node_modules/.bin/tsx scripts/bench/payoff-plan-run.ts [--json]
 * With --json, a last line `BENCH_JSON {...}` carries the figures.
 */
import { PLAN_MAX_MONTHS, type PlanDebt, payoffPlan } from '../../shared/src/contract/payoff-plan';

const DEBTS = 20;
const TARGET_MONTHS = 360;
const RUNS = 50;

/** Twenty debts of $2,000 to $21,000 at 5 % to 28.75 % APR, each with a 1 % minimum payment (below the interest of the dearest, so the amount, not the minimums, sets the length). */
const debts: PlanDebt[] = Array.from({ length: DEBTS }, (_, index) => {
  const balanceCents = (2_000 + index * 1_000) * 100;
  return {
    id: `debt-${index + 1}`,
    balanceCents,
    aprPercent: 5 + index * 1.25,
    minimumCents: Math.round(balanceCents * 0.01),
  };
});

function months(monthlyCents: number): number {
  const plan = payoffPlan(debts, monthlyCents, 'avalanche');
  return plan.kind === 'paidOff' ? plan.months : PLAN_MAX_MONTHS + 1;
}

// The smallest monthly amount that pays everything off within 30 years (so the plan runs about
// 360 months), found by bisection between the minimums and the whole balance.
let low = debts.reduce((sum, debt) => sum + debt.minimumCents, 0);
let high = debts.reduce((sum, debt) => sum + debt.balanceCents, 0);
while (high - low > 1) {
  const middle = Math.floor((low + high) / 2);
  if (months(middle) <= TARGET_MONTHS) high = middle;
  else low = middle;
}
const monthlyCents = high;
const planMonths = months(monthlyCents);

for (let run = 0; run < 10; run += 1) payoffPlan(debts, monthlyCents, 'avalanche');
const timings: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  payoffPlan(debts, monthlyCents, 'avalanche');
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const medianMs = timings[Math.floor(RUNS / 2)] ?? 0;
const maxMs = timings[RUNS - 1] ?? 0;
const figures = { debts: DEBTS, months: planMonths, monthlyCents, runs: RUNS, medianMs, maxMs };

console.log(
  `Payoff plan, ${DEBTS} debts, ${planMonths} months at $${(monthlyCents / 100).toFixed(2)} a month: median ${medianMs.toFixed(2)} ms, slowest ${maxMs.toFixed(2)} ms over ${RUNS} runs`,
);
if (process.argv.includes('--json')) console.log(`BENCH_JSON ${JSON.stringify(figures)}`);
