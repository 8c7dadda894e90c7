import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { twoStepCodeTries, users } from '../db/schema';
import type { ThrottleVerdict } from './throttle';

/**
 * At most five two-step codes per account in any 15 minutes: a six-digit code then takes years
 * to guess, where a limit per challenge let a new sign-in buy five more tries every time.
 */
export const CODE_TRIES_LIMIT = 5;
export const CODE_TRIES_WINDOW_MS = 15 * 60_000;

/** attempt()'s verdict: when allowed, how many tries the last 15 minutes hold, this one included. */
export type CodeTryVerdict =
  | { allowed: true; tries: number }
  | Extract<ThrottleVerdict, { allowed: false }>;

/**
 * The account's two-step code tries, in the database so that every API process sees them. The
 * window slides: a fixed one that restarts would let five tries at its end and five at the next
 * one's start fall within a few seconds.
 */
export interface CodeTries {
  /** Records this try before the code is checked; refused while five are in the last 15 minutes. */
  attempt(userId: string): Promise<CodeTryVerdict>;
  /** Read only: whether another try would be refused now (no new challenge is given then). */
  check(userId: string): Promise<ThrottleVerdict>;
  /** After a right code: the count starts again. */
  reset(userId: string): Promise<void>;
}

export function createCodeTries(db: Db, now: () => Date): CodeTries {
  /** The account's tries of the last 15 minutes, oldest first. */
  async function recentTries(executor: Db, userId: string, at: Date): Promise<Date[]> {
    const since = new Date(at.getTime() - CODE_TRIES_WINDOW_MS);
    const rows = await executor
      .select({ triedAt: twoStepCodeTries.triedAt })
      .from(twoStepCodeTries)
      .where(and(eq(twoStepCodeTries.userId, userId), gt(twoStepCodeTries.triedAt, since)))
      .orderBy(asc(twoStepCodeTries.triedAt));
    return rows.map((row) => row.triedAt);
  }

  /** Refused while the limit is reached: until the try that makes room leaves the window. */
  function verdict(recent: Date[], at: Date): ThrottleVerdict {
    const leavesFirst = recent[recent.length - CODE_TRIES_LIMIT];
    if (!leavesFirst) return { allowed: true };
    const remainingMs = leavesFirst.getTime() + CODE_TRIES_WINDOW_MS - at.getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  }

  return {
    attempt(userId) {
      const at = now();
      return db.transaction(async (tx) => {
        // One try at a time per account, even from several processes: the user's row stays
        // locked from the count to the insert, so parallel requests cannot pass the limit.
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('no key update');
        const recent = await recentTries(tx, userId, at);
        const found = verdict(recent, at);
        if (!found.allowed) return found;
        // Tries that left the window count no more: the account keeps five rows at most.
        await tx
          .delete(twoStepCodeTries)
          .where(
            and(
              eq(twoStepCodeTries.userId, userId),
              lte(twoStepCodeTries.triedAt, new Date(at.getTime() - CODE_TRIES_WINDOW_MS)),
            ),
          );
        await tx.insert(twoStepCodeTries).values({ userId, triedAt: at });
        return { allowed: true, tries: recent.length + 1 };
      });
    },
    async check(userId) {
      const at = now();
      return verdict(await recentTries(db, userId, at), at);
    },
    async reset(userId) {
      await db.delete(twoStepCodeTries).where(eq(twoStepCodeTries.userId, userId));
    },
  };
}
