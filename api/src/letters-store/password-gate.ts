import {
  checkUserPassword,
  type PasswordCheck,
  type PasswordThrottles,
} from '../auth/password-check';
import type { Db } from '../db/database';

/** Checks a password typed into a letter wizard's gate against the caller's account. */
export type PasswordVerifier = (password: string) => Promise<PasswordCheck>;

/** The verifier of one request: the user's own password, under the login throttles. */
export function userPasswordVerifier(
  db: Db,
  throttles: PasswordThrottles,
  userId: string,
  clientAddress: string,
): PasswordVerifier {
  return (password) =>
    checkUserPassword(db, throttles, { userId, address: clientAddress }, password);
}
