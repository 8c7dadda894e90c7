import { sql } from 'drizzle-orm';

/** POST: the user's record of that kind, created or updated (a double submit never duplicates). */
export interface SaveResult {
  id: string;
  created: boolean;
}

/** PUT by id. `slot-taken`: the change would give the user two records of one place. */
export type UpdateResult =
  | { outcome: 'updated'; id: string }
  | { outcome: 'not-found' }
  | { outcome: 'slot-taken' };

/**
 * In the RETURNING of `INSERT ... ON CONFLICT DO UPDATE`: true when the row was inserted. A row
 * version written by an insert has no deleting or locking transaction (xmax 0); the conflict
 * path locks the old row first, so its new version carries that transaction in xmax.
 */
export const wasInserted = sql<boolean>`(xmax = 0)`;

const UNIQUE_VIOLATION = '23505';

/** A unique constraint refused the statement (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a PUT's update and turns a unique-constraint refusal into `slot-taken`. */
export async function updateInSlot(run: () => Promise<{ id: string }[]>): Promise<UpdateResult> {
  try {
    const [row] = await run();
    return row ? { outcome: 'updated', id: row.id } : { outcome: 'not-found' };
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: 'slot-taken' };
    throw error;
  }
}
