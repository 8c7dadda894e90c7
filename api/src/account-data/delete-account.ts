import { and, eq, or } from 'drizzle-orm';
import { emailAndAddress } from '../auth/password-check';
import { PASSWORD_ACCOUNT_SCOPE, PASSWORD_RULE, throttleSubjectKey } from '../auth/throttle';
import type { Db } from '../db/database';
import { throttleCounters, users } from '../db/schema';
import { accountDeletions } from '../db/schema-account-deletions';
import { RATE_LIMIT_NAMES, rateLimitScope } from '../http/rate-limits';
import { RESET_EMAIL_SCOPE } from '../routes/password-reset';

/**
 * The throttle and rate-limit counters that name this user, as (scope, stored subject) pairs:
 * those counted per email, per user id, and per (email, the address asking to delete).
 *
 * What cannot be found: the counters of the email paired with other addresses the user once
 * signed in from (the subject is a hash of email and address, and addresses are not kept), and
 * the per-address counters, which belong to an address that other people may share. Neither
 * holds anything in clear, and each expires with its window (an hour at most).
 */
function countersOf(who: { userId: string; email: string; address: string }) {
  return [
    { scope: PASSWORD_RULE.scope, subject: emailAndAddress(who) },
    { scope: PASSWORD_ACCOUNT_SCOPE, subject: who.email },
    { scope: RESET_EMAIL_SCOPE, subject: who.email },
    ...RATE_LIMIT_NAMES.map((name) => ({
      scope: rateLimitScope(name, 'user'),
      subject: who.userId,
    })),
  ].map(({ scope, subject }) =>
    and(
      eq(throttleCounters.scope, scope),
      eq(throttleCounters.subject, throttleSubjectKey(scope, subject)),
    ),
  );
}

/**
 * Deletes the user and every row of theirs, in one transaction, and records that an account was
 * deleted (when, nothing else). Every table holding a user's rows references users.id with
 * ON DELETE CASCADE (sessions, reset tokens, security events, contact, addresses, employment,
 * identifications, bankruptcy, budget, banking accounts, letters with their sealed PDFs, notes
 * and tracking), and the step-up grants cascade from the sessions; the throttle counters have no
 * owner column and are deleted here by their subjects.
 */
export async function deleteAccount(
  db: Db,
  who: { userId: string; email: string; address: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(throttleCounters).where(or(...countersOf(who)));
    await tx.delete(users).where(eq(users.id, who.userId));
    await tx.insert(accountDeletions).values({ deletedAt: now });
  });
}
