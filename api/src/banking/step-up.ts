import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bankingStepUpGrants } from '../db/schema-banking';

/** How long a successful banking gate allows deletes on its session (decisions.md section 4). */
export const STEP_UP_GRANT_MS = 15 * 60_000;

/** Opens (or renews) the session's grant: deletes are allowed until now + 15 minutes. */
export async function openStepUpGrant(db: Db, sessionId: string, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + STEP_UP_GRANT_MS);
  await db
    .insert(bankingStepUpGrants)
    .values({ sessionId, expiresAt })
    .onConflictDoUpdate({ target: bankingStepUpGrants.sessionId, set: { expiresAt } });
}

/** True while the session's grant has not expired. */
export async function hasStepUpGrant(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: bankingStepUpGrants.sessionId })
    .from(bankingStepUpGrants)
    .where(
      and(eq(bankingStepUpGrants.sessionId, sessionId), gt(bankingStepUpGrants.expiresAt, now)),
    )
    .limit(1);
  return row !== undefined;
}
