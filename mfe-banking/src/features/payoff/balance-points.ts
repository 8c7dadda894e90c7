import type { PlanMonth } from 'shared/contract/payoff-plan';

/** What is still owed at one point of the plan. */
export interface BalancePoint {
  /** The plan month (0 for today's balances). */
  readonly month: number;
  readonly balanceCents: number;
}

/**
 * The balances the chart draws and its text alternative reads: today's total, then the total left
 * at the end of each plan year, and at the last month. A 30-year plan gives 31 points, not 360.
 */
export function yearEndBalances(
  startCents: number,
  schedule: readonly PlanMonth[],
): BalancePoint[] {
  const points: BalancePoint[] = [{ month: 0, balanceCents: startCents }];
  schedule.forEach((row, index) => {
    if (row.month % 12 === 0 || index === schedule.length - 1) {
      points.push({
        month: row.month,
        balanceCents: row.debts.reduce((sum, debt) => sum + debt.balanceCents, 0),
      });
    }
  });
  return points;
}
