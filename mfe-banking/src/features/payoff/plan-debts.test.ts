import { type PayoffStrategy, type PlanDebt, payoffPlan } from 'shared/contract/payoff-plan';
import { describe, expect, it } from 'vitest';
import { planMonthDate, settlementWhatIf } from './plan-debts';

const DEBTS: readonly PlanDebt[] = [
  { id: 'card', balanceCents: 800_000, aprPercent: 29.99, minimumCents: 24_000 },
  { id: 'loan', balanceCents: 150_000, aprPercent: 6, minimumCents: 5_000 },
  { id: 'store', balanceCents: 40_000, aprPercent: 0, minimumCents: 4_000 },
];

function months(
  debts: readonly PlanDebt[],
  monthlyCents = 50_000,
  strategy: PayoffStrategy = 'avalanche',
): number {
  const plan = payoffPlan(debts, monthlyCents, strategy);
  if (plan.kind !== 'paidOff') throw new Error(plan.kind);
  return plan.months;
}

describe('the settlement what-if', () => {
  it('offers the percentage of the balance and ends the plan sooner by the months the others need less', () => {
    const whatIf = settlementWhatIf(DEBTS, 'card', 40, 50_000, 'avalanche');
    expect(whatIf.amountCents).toBe(320_000);
    const without = months(DEBTS.filter((debt) => debt.id !== 'card'));
    expect(whatIf.monthsWithout).toBe(without);
    expect(whatIf.monthsSooner).toBe(26 - without);
    expect(whatIf.monthsSooner).toBeGreaterThan(0);
  });

  it('rounds the offer to the cent and ends a plan of one debt at once', () => {
    const only: PlanDebt[] = [
      { id: 'card', balanceCents: 100_001, aprPercent: 10, minimumCents: 500 },
    ];
    expect(settlementWhatIf(only, 'card', 33, 10_000, 'snowball')).toEqual({
      amountCents: 33_000,
      monthsSooner: months(only, 10_000, 'snowball'),
      monthsWithout: 0,
    });
  });

  it('says nothing of months when the plan cannot finish', () => {
    expect(settlementWhatIf(DEBTS, 'store', 50, 20_000, 'avalanche').monthsSooner).toBeNull();
  });
});

describe('the plan’s calendar', () => {
  it('counts month 1 as the month after today’s, across years', () => {
    expect(planMonthDate('2026-11-28', 1)).toBe('2026-12-01');
    expect(planMonthDate('2026-11-28', 26)).toBe('2029-01-01');
  });
});
