import { checkPassword, type PasswordCheck, type PasswordThrottles } from '../auth/password-check';
import { findUserById } from '../auth/users';
import type { Db } from '../db/database';

/** Checks a password typed into a letter wizard's gate against the caller's account. */
export type PasswordVerifier = (password: string) => Promise<PasswordCheck>;

/**
 * The verifier of one request: the user's own password under the login throttles, so wrong
 * tries at a wizard, a banking gate and the login add up (decisions.md section 4).
 */
export function userPasswordVerifier(
  db: Db,
  throttles: PasswordThrottles,
  userId: string,
  clientAddress: string,
): PasswordVerifier {
  return async (password) => {
    const user = await findUserById(db, userId);
    if (!user) throw new Error('The session outlived its user.');
    return checkPassword(
      throttles,
      { email: user.email, address: clientAddress },
      user.passwordHash,
      password,
    );
  };
}
