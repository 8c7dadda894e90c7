import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { throttleCounters } from '../db/schema';

/** At most `limit` failures per subject within a fixed window that starts at the first one. */
export interface ThrottleRule {
  /** Names the counter family, e.g. 'password' (per email) or 'login-ip'. */
  scope: string;
  limit: number;
  windowMs: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Failure counters kept in the database, so every API process sees the same counts.
 * Password checks use attempt() + reset(): the try is counted before the password is verified, so
 * parallel requests cannot slip extra guesses past the limit. Other limits use check() + fail().
 */
export interface Throttle {
  /** Counts this try; refused once more than `limit` tries are in the window. */
  attempt(subject: string): Promise<ThrottleVerdict>;
  /** Read only: refused once `limit` failures are in the window. */
  check(subject: string): Promise<ThrottleVerdict>;
  fail(subject: string): Promise<void>;
  /** After a success: the subject starts again from zero. */
  reset(subject: string): Promise<void>;
}

/** Five wrong passwords per (email, address) within 15 minutes (decisions.md section 4). */
export const PASSWORD_RULE: ThrottleRule = {
  scope: 'password-address',
  limit: 5,
  windowMs: 15 * 60_000,
};

/** Failures per email across every address (LOGIN_ACCOUNT_MAX_FAILURES an hour). */
export const PASSWORD_ACCOUNT_SCOPE = 'password-account';

/** How a counter's subject is stored: never in clear (an email, an address). */
export function throttleSubjectKey(scope: string, subject: string): string {
  return createHash('sha256').update(`${scope}\0${subject}`).digest('hex');
}

export function createThrottle(db: Db, rule: ThrottleRule, now: () => Date): Throttle {
  const subjectKey = (subject: string) => throttleSubjectKey(rule.scope, subject);
  const ofSubject = (subject: string) =>
    and(eq(throttleCounters.scope, rule.scope), eq(throttleCounters.subject, subjectKey(subject)));

  function verdict(failures: number, startedAt: Date, allowedFailures: number): ThrottleVerdict {
    if (failures <= allowedFailures) return { allowed: true };
    const remainingMs = startedAt.getTime() + rule.windowMs - now().getTime();
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  }

  /** Adds one failure, first starting a new window when the old one has passed. */
  async function increment(subject: string): Promise<{ failures: number; startedAt: Date }> {
    const at = now();
    const current = sql`${at.toISOString()}::timestamptz`;
    const stale = sql`${throttleCounters.windowStartedAt} <= ${new Date(at.getTime() - rule.windowMs).toISOString()}::timestamptz`;
    const [row] = await db
      .insert(throttleCounters)
      .values({ scope: rule.scope, subject: subjectKey(subject), windowStartedAt: at, failures: 1 })
      .onConflictDoUpdate({
        target: [throttleCounters.scope, throttleCounters.subject],
        set: {
          failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${throttleCounters.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${stale} THEN ${current} ELSE ${throttleCounters.windowStartedAt} END`,
        },
      })
      .returning();
    if (!row) throw new Error('Throttle counter upsert returned no row.');
    return { failures: row.failures, startedAt: row.windowStartedAt };
  }

  return {
    async attempt(subject) {
      const { failures, startedAt } = await increment(subject);
      return verdict(failures, startedAt, rule.limit);
    },
    async check(subject) {
      const [row] = await db.select().from(throttleCounters).where(ofSubject(subject)).limit(1);
      if (!row || now().getTime() - row.windowStartedAt.getTime() >= rule.windowMs) {
        return { allowed: true };
      }
      return verdict(row.failures, row.windowStartedAt, rule.limit - 1);
    },
    async fail(subject) {
      await increment(subject);
    },
    async reset(subject) {
      await db.delete(throttleCounters).where(ofSubject(subject));
    },
  };
}
