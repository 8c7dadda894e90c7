/**
 * Two-step sign-in's codes as typed (issue 17), without zod: the login page's second step checks
 * a code's form before sending it.
 */

/** How many recovery codes turning two-step sign-in on gives. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge a correct password earns lasts. */
export const LOGIN_CHALLENGE_MINUTES = 5;

/** What a code is once spaces and dashes are taken out: a TOTP code, or a recovery code. */
const TOTP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z2-7]{16}$/;

/** A code as typed, without the spaces and dashes people copy with it, lower-cased. */
export function compactCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

export type CodeKind = 'totp' | 'recovery';

/** Whether a compacted code is a 6-digit TOTP code or a recovery code; null when neither. */
export function codeKindOf(compact: string): CodeKind | null {
  if (TOTP_CODE.test(compact)) return 'totp';
  if (RECOVERY_CODE.test(compact)) return 'recovery';
  return null;
}
