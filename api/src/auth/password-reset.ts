import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_MINUTES } from 'shared/contract';
import type { Db } from '../db/database';
import { passwordResetTokens } from '../db/schema';
import { revokeOtherSessions } from './sessions';
import { setPasswordHash } from './users';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The row of `token` while it is unused and unexpired at `now`. */
function usableToken(token: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}

/** A new reset token for the user: 256 random bits, of which only the hash is kept. */
export async function createResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
  });
  return token;
}

/** The user a token resets the password of, while it is unused and unexpired; else null. */
export async function userOfResetToken(db: Db, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usableToken(token, now))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Sets the new password with the token, in one transaction: the token is spent (a second use,
 * even at the same moment, finds it spent and changes nothing), every other link of the user dies
 * with it, and every session ends. False when the token was spent or expired meanwhile.
 */
export async function resetPassword(
  db: Db,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usableToken(token, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return false;
    const { userId } = spent;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await setPasswordHash(tx, userId, passwordHash, now);
    await revokeOtherSessions(tx, userId, null, now);
    return true;
  });
}
