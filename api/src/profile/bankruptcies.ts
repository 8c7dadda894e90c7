import { and, asc, eq } from 'drizzle-orm';
import { type Bankruptcy, type BankruptcyRecord, fromCents, toCents } from 'shared/contract';
import type { Db } from '../db/database';
import { bankruptcies } from '../db/schema';
import { type SaveResult, type UpdateResult, updateInSlot, wasInserted } from './slots';

type BankruptcyRow = typeof bankruptcies.$inferSelect;

function columns(input: Bankruptcy) {
  return {
    declared: input.declared,
    times: input.times,
    dateFiled: input.date_filed,
    contributionCents: toCents(input.contribution),
    discharge: input.discharge,
  };
}

function record(row: BankruptcyRow): BankruptcyRecord {
  return {
    id: row.id,
    declared: row.declared,
    times: row.times,
    date_filed: row.dateFiled,
    contribution: fromCents(row.contributionCents),
    discharge: row.discharge,
  };
}

export async function listBankruptcies(db: Db, userId: string): Promise<BankruptcyRecord[]> {
  const rows = await db
    .select()
    .from(bankruptcies)
    .where(eq(bankruptcies.userId, userId))
    .orderBy(asc(bankruptcies.createdAt));
  return rows.map(record);
}

/** Creates the user's one bankruptcy record, or updates it when it exists. */
export async function saveBankruptcy(
  db: Db,
  userId: string,
  input: Bankruptcy,
  now: Date,
): Promise<SaveResult> {
  const values = columns(input);
  const [row] = await db
    .insert(bankruptcies)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: bankruptcies.userId, set: { ...values, updatedAt: now } })
    .returning({ id: bankruptcies.id, created: wasInserted });
  if (!row) throw new Error('An upsert returned no row.');
  return row;
}

export function updateBankruptcy(
  db: Db,
  userId: string,
  id: string,
  input: Bankruptcy,
  now: Date,
): Promise<UpdateResult> {
  return updateInSlot(() =>
    db
      .update(bankruptcies)
      .set({ ...columns(input), updatedAt: now })
      .where(and(eq(bankruptcies.id, id), eq(bankruptcies.userId, userId)))
      .returning({ id: bankruptcies.id }),
  );
}
