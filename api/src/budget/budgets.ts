import { eq } from 'drizzle-orm';
import { type Budget, type BudgetRow, fromCents, toCents } from 'shared/contract';
import type { Db } from '../db/database';
import { budgets, type StoredBudgetRow } from '../db/schema';

const stored = (row: BudgetRow): StoredBudgetRow => ({
  description: row.description,
  frequency: row.frequency,
  amountCents: toCents(row.amount),
});

const loaded = (row: StoredBudgetRow): BudgetRow => ({
  description: row.description,
  frequency: row.frequency,
  amount: fromCents(row.amountCents),
});

/** The user's saved budget; undefined when it was never saved. */
export async function loadBudget(db: Db, userId: string): Promise<Budget | undefined> {
  const [row] = await db.select().from(budgets).where(eq(budgets.userId, userId)).limit(1);
  if (!row) return undefined;
  return { income: row.income.map(loaded), outgoing: row.outgoing.map(loaded) };
}

/** Replaces both tables of the user's budget in one statement. */
export async function saveBudget(db: Db, userId: string, budget: Budget, now: Date) {
  const values = {
    income: budget.income.map(stored),
    outgoing: budget.outgoing.map(stored),
    updatedAt: now,
  };
  await db
    .insert(budgets)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: budgets.userId, set: values });
}
