import { and, asc, eq } from 'drizzle-orm';
import type { Employment, EmploymentRecord } from 'shared/contract';
import type { Db } from '../db/database';
import { employments } from '../db/schema';
import { type SaveResult, type UpdateResult, updateInSlot, wasInserted } from './slots';

type EmploymentRow = typeof employments.$inferSelect;

function columns(input: Employment) {
  return {
    occupation: input.occupation,
    income: input.income,
    employerName: input.name,
    workPhone: input.work_phone,
    address: input.address,
    city: input.city,
    postalCode: input.postal_code,
    timeAtJob: input.time_at_job,
    provinceId: input.province_id,
  };
}

function record(row: EmploymentRow): EmploymentRecord {
  return {
    id: row.id,
    occupation: row.occupation,
    income: row.income,
    name: row.employerName,
    work_phone: row.workPhone,
    address: row.address,
    city: row.city,
    postal_code: row.postalCode,
    time_at_job: row.timeAtJob,
    province_id: row.provinceId,
  };
}

export async function listEmployments(db: Db, userId: string): Promise<EmploymentRecord[]> {
  const rows = await db
    .select()
    .from(employments)
    .where(eq(employments.userId, userId))
    .orderBy(asc(employments.createdAt));
  return rows.map(record);
}

/** Creates the user's one employment, or updates it when it exists. */
export async function saveEmployment(
  db: Db,
  userId: string,
  input: Employment,
  now: Date,
): Promise<SaveResult> {
  const values = columns(input);
  const [row] = await db
    .insert(employments)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: employments.userId, set: { ...values, updatedAt: now } })
    .returning({ id: employments.id, created: wasInserted });
  if (!row) throw new Error('An upsert returned no row.');
  return row;
}

export function updateEmployment(
  db: Db,
  userId: string,
  id: string,
  input: Employment,
  now: Date,
): Promise<UpdateResult> {
  return updateInSlot(() =>
    db
      .update(employments)
      .set({ ...columns(input), updatedAt: now })
      .where(and(eq(employments.id, id), eq(employments.userId, userId)))
      .returning({ id: employments.id }),
  );
}
