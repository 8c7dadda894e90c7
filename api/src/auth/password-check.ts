import type { Db } from '../db/database';
import { CODE_TRIES_LIMIT, type CodeTries } from './code-tries';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { Throttle, ThrottleVerdict } from './throttle';
import { findUserById } from './users';

/**
 * Login, change-password and every password gate share these counters (decisions.md section 4).
 * The lockout a wrong password earns is tied to the address it came from, so nobody elsewhere can
 * lock the real user out; the per-account ceiling stops guessing spread over many addresses.
 */
export interface PasswordThrottles {
  /** Per (email, client address): PASSWORD_RULE, every try counted, reset by a success. */
  perEmailAndAddress: Throttle;
  /** Per email across every address: failures only (LOGIN_ACCOUNT_MAX_FAILURES an hour). */
  perEmail: Throttle;
  /** Per client address across every email: failures only (LOGIN_IP_MAX_FAILURES). */
  perAddress: Throttle;
  /** Two-step codes per account (user id): five in any 15 minutes, every try counted. */
  codesPerAccount: CodeTries;
}

export type PasswordCheck =
  | { outcome: 'ok' }
  | { outcome: 'wrong' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/** The subject of the lockout counter; NUL cannot occur in an email or an address. */
export function emailAndAddress(who: { email: string; address: string }): string {
  return `${who.email}\0${who.address}`;
}

/**
 * Verifies a password under the three throttles. `passwordHash` is undefined for an email without an
 * account: the try is counted and timed like a real one, so the answer reveals nothing.
 */
export async function checkPassword(
  throttles: PasswordThrottles,
  who: { email: string; address: string },
  passwordHash: string | undefined,
  password: string,
): Promise<PasswordCheck> {
  return checkUnderThrottles(throttles, who, () =>
    passwordHash ? verifyPassword(passwordHash, password) : verifyAgainstDummy(password),
  );
}

/** Runs `verify` (a password) under the three password throttles. */
async function checkUnderThrottles(
  throttles: PasswordThrottles,
  who: { email: string; address: string },
  verify: () => Promise<boolean>,
): Promise<PasswordCheck> {
  const byAddress = await throttles.perAddress.check(who.address);
  if (!byAddress.allowed) {
    return { outcome: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds };
  }
  const byEmail = await throttles.perEmail.check(who.email);
  if (!byEmail.allowed) {
    return { outcome: 'throttled', retryAfterSeconds: byEmail.retryAfterSeconds };
  }
  const pair = emailAndAddress(who);
  const byPair = await throttles.perEmailAndAddress.attempt(pair);
  if (!byPair.allowed) return { outcome: 'throttled', retryAfterSeconds: byPair.retryAfterSeconds };

  if (await verify()) {
    // Only this address's count starts again: a success here must not wipe the failures that
    // other addresses spent on this account.
    await throttles.perEmailAndAddress.reset(pair);
    return { outcome: 'ok' };
  }
  await throttles.perEmail.fail(who.email);
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

/** A two-step code's check; `limitReached` is true on the one wrong code that used the last try. */
export type CodeCheck =
  | { outcome: 'ok' }
  | { outcome: 'wrong'; limitReached: boolean }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Runs `verify` (a TOTP or recovery code, wherever one is asked) under the account's code
 * limit: the try is counted before the code is checked, so no number of challenges, processes,
 * addresses or parallel requests tries more than five codes per account in any 15 minutes; a right
 * code starts the count again. Wrong codes also count toward the address's ceiling, so one
 * address that holds many passwords cannot lock out many accounts' codes cheaply, and toward the
 * account's hourly failures, like wrong passwords.
 */
export async function checkSecondFactor(
  throttles: PasswordThrottles,
  who: { userId: string; email: string; address: string },
  verify: () => Promise<boolean>,
): Promise<CodeCheck> {
  const byAddress = await throttles.perAddress.check(who.address);
  if (!byAddress.allowed) {
    return { outcome: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds };
  }
  const byAccount = await throttles.codesPerAccount.attempt(who.userId);
  if (!byAccount.allowed) {
    return { outcome: 'throttled', retryAfterSeconds: byAccount.retryAfterSeconds };
  }
  if (await verify()) {
    await throttles.codesPerAccount.reset(who.userId);
    return { outcome: 'ok' };
  }
  await throttles.perEmail.fail(who.email);
  await throttles.perAddress.fail(who.address);
  return { outcome: 'wrong', limitReached: byAccount.tries === CODE_TRIES_LIMIT };
}

/**
 * Whether the account's codes are paused (five wrong ones in the window): then no new challenge is
 * given either, so signing in again with the password does not buy more tries.
 */
export function secondFactorPause(
  throttles: PasswordThrottles,
  userId: string,
): Promise<ThrottleVerdict> {
  return throttles.codesPerAccount.check(userId);
}
