/**
 * The payoff plan's benchmark case (issue 16), one module for both places it is timed: in Node
 * (payoff-plan-run.ts) and in Chromium (payoff-plan-page.ts, bundled as the apps are). 20 debts
 * over about 30 years, the heaviest plan a consumer is likely to ask for. A benchmark, not a
 * test: it measures and says, it asserts nothing.
 */
import { PLAN_MAX_MONTHS, type PlanDebt, payoffPlan } from '../../shared/src/contract/payoff-plan';

const DEBTS = 20;
const TARGET_MONTHS = 360;
const WARM_UP_RUNS = 10;
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

/**
 * The smallest monthly amount that pays everything off within 30 years (so the plan runs about
 * 360 months), found by bisection between the minimums and the whole balance.
 */
function monthlyAmountCents(): number {
  let low = debts.reduce((sum, debt) => sum + debt.minimumCents, 0);
  let high = debts.reduce((sum, debt) => sum + debt.balanceCents, 0);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (months(middle) <= TARGET_MONTHS) high = middle;
    else low = middle;
  }
  return high;
}

export interface PayoffPlanTimings {
  debts: number;
  months: number;
  monthlyCents: number;
  runs: number;
  medianMs: number;
  maxMs: number;
}

/** Times the avalanche plan RUNS times after WARM_UP_RUNS untimed ones (performance.now()). */
export function timePayoffPlan(): PayoffPlanTimings {
  const monthlyCents = monthlyAmountCents();
  for (let run = 0; run < WARM_UP_RUNS; run += 1) payoffPlan(debts, monthlyCents, 'avalanche');
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    payoffPlan(debts, monthlyCents, 'avalanche');
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    debts: DEBTS,
    months: months(monthlyCents),
    monthlyCents,
    runs: RUNS,
    medianMs: timings[Math.floor(RUNS / 2)] ?? 0,
    maxMs: timings[RUNS - 1] ?? 0,
  };
}

/** One line of figures, `where` naming the engine. */
export function timingsLine(figures: PayoffPlanTimings, where: string): string {
  return `Payoff plan ${where}, ${figures.debts} debts, ${figures.months} months at $${(figures.monthlyCents / 100).toFixed(2)} a month: median ${figures.medianMs.toFixed(2)} ms, slowest ${figures.maxMs.toFixed(2)} ms over ${figures.runs} runs`;
}
