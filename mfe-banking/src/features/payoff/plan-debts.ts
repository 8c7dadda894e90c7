import { type BankingAccountRecord, type Budget, budgetTotals, toCents } from 'shared/contract';
import { type PayoffStrategy, type PlanDebt, payoffPlan } from 'shared/contract/payoff-plan';

/** A debt of the plan with the name the page shows. */
export interface NamedPlanDebt extends PlanDebt {
  readonly name: string;
}

/** A debt with a balance that the plan leaves out until the consumer fills in what it lacks. */
export interface IncompleteDebt {
  readonly id: string;
  readonly name: string;
  readonly missing: 'rate' | 'minimum' | 'both';
}

/**
 * The accounts as the plan's debts. The balance is the CORRECT credit balance: what the consumer
 * says they really owe. The reported balance is the bureau's, which may be the error they dispute;
 * planning on it would pay off a figure the consumer contests. A debt without a rate or a minimum
 * is not guessed at (0 % or no minimum would make the plan look better than it is): it is listed
 * with what it lacks, and the plan leaves it out until it is added.
 */
export function planDebts(accounts: readonly BankingAccountRecord[]): {
  debts: NamedPlanDebt[];
  incomplete: IncompleteDebt[];
} {
  const debts: NamedPlanDebt[] = [];
  const incomplete: IncompleteDebt[] = [];
  for (const account of accounts) {
    const balanceCents = toCents(account.correct_credit_balance);
    if (balanceCents <= 0) continue;
    const { interest_rate: rate, minimum_payment: minimum } = account;
    if (rate === null || minimum === null) {
      const missing =
        rate === null && minimum === null ? 'both' : rate === null ? 'rate' : 'minimum';
      incomplete.push({ id: account.id, name: account.account_name, missing });
      continue;
    }
    debts.push({
      id: account.id,
      name: account.account_name,
      balanceCents,
      aprPercent: rate,
      minimumCents: toCents(minimum),
    });
  }
  return { debts, incomplete };
}

/**
 * The monthly amount the budget suggests: its yearly savings ("Each Year You Save") / 12, rounded
 * down to the cent so that it never promises more than the budget saves; null when the budget
 * saves nothing.
 */
export function budgetMonthlyCents(budget: Budget | undefined): number | null {
  if (!budget) return null;
  const { savingsCents } = budgetTotals(budget);
  return savingsCents > 0 ? Math.floor(savingsCents / 12) : null;
}

/**
 * The first day (YYYY-MM-01) of the calendar month in which plan month `month` falls: month 1 is
 * the month after `today`'s (YYYY-MM-DD), the first full month the consumer can pay.
 */
export function planMonthDate(today: string, month: number): string {
  const year = Number(today.slice(0, 4));
  const monthIndex = Number(today.slice(5, 7)) - 1 + month;
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return date.toISOString().slice(0, 10);
}

/** What settling one debt at a percentage of its balance would do to the plan. */
export interface SettlementWhatIf {
  /** The offer: the percentage of the debt's balance, rounded to the cent. */
  readonly amountCents: number;
  /**
   * How many months sooner the plan ends if the debt is settled now, with money from outside the
   * plan, and the monthly amount goes to the others; null when either plan does not finish.
   */
  readonly monthsSooner: number | null;
  /** The plan's length without the debt (0 when it was the only one); null as above. */
  readonly monthsWithout: number | null;
}

/**
 * The settlement what-if, kept simple and honest: the offer is `percent` of the balance, paid at
 * once from outside the plan (the plan's own money is not touched), and the debt leaves the plan;
 * the same monthly amount and order then pay off the others.
 */
export function settlementWhatIf(
  debts: readonly PlanDebt[],
  settledId: string,
  percent: number,
  monthlyCents: number,
  strategy: PayoffStrategy,
  customOrder: readonly string[] = [],
): SettlementWhatIf {
  const settled = debts.find((debt) => debt.id === settledId);
  const amountCents = settled ? Math.round((settled.balanceCents * percent) / 100) : 0;
  const before = payoffPlan(debts, monthlyCents, strategy, customOrder);
  const others = debts.filter((debt) => debt.id !== settledId);
  const after =
    others.length === 0 ? null : payoffPlan(others, monthlyCents, strategy, customOrder);
  const monthsWithout = after === null ? 0 : after.kind === 'paidOff' ? after.months : null;
  const monthsSooner =
    before.kind === 'paidOff' && monthsWithout !== null ? before.months - monthsWithout : null;
  return { amountCents, monthsSooner, monthsWithout };
}
