import { type BankingAccountRecord, type Budget, budgetTotals, toCents } from 'shared/contract';
import type { PlanDebt } from 'shared/contract/payoff-plan';

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
