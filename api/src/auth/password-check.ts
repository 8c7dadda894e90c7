import type { Db } from '../db/database';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { Throttle } from './throttle';
import { findUserById } from './users';

export interface PasswordThrottles {
  /** Per email (PASSWORD_RULE): login, change-password and every password gate share it. */
  perEmail: Throttle;
  /** Per client address: failures only, limit from LOGIN_IP_MAX_FAILURES. */
  perAddress: Throttle;
}

export type PasswordCheck =
  | { outcome: 'ok' }
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Verifies a password under both throttles. `passwordHash` is undefined for an email without an
 * account: the try is counted and timed like a real one, so the answer reveals nothing.
 */
export async function checkPassword(
  throttles: PasswordThrottles,
  who: { email: string; address: string },
  passwordHash: string | undefined,
  password: string,
): Promise<PasswordCheck> {
  const byAddress = await throttles.perAddress.check(who.address);
  if (!byAddress.allowed) {
    return { outcome: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds };
  }
  const byEmail = await throttles.perEmail.attempt(who.email);
  if (!byEmail.allowed)
    return { outcome: 'throttled', retryAfterSeconds: byEmail.retryAfterSeconds };

  const ok = passwordHash
    ? await verifyPassword(passwordHash, password)
    : await verifyAgainstDummy(password);
  if (ok) {
    await throttles.perEmail.reset(who.email);
    return { outcome: 'ok' };
  }
  await throttles.perAddress.fail(who.address);
  return { outcome: 'wrong' };
}

/**
 * The signed-in user's own password (a banking or letter gate, change-password), under the login
 * throttles, so wrong tries at any gate and at the login add up (decisions.md section 4).
 */
export async function checkUserPassword(
  db: Db,
  throttles: PasswordThrottles,
  who: { userId: string; address: string },
  password: string,
): Promise<PasswordCheck> {
  const user = await findUserById(db, who.userId);
  if (!user) throw new Error('The session outlived its user.');
  return checkPassword(
    throttles,
    { email: user.email, address: who.address },
    user.passwordHash,
    password,
  );
}
