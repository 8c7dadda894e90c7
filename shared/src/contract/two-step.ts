/**
 * Two-step sign-in (issue 17, ASVS 5.0 6.3.3): a time-based code from an authenticator app
 * (RFC 6238: SHA-1, 6 digits, 30 seconds) after the password, or one of ten single-use recovery
 * codes.
 */
import { z } from 'shared/zod';
import { gatePassword } from './auth';
import { safeString } from './fields';
import { codeKindOf, compactCode } from './two-step-codes';
import { twoStepMessages } from './two-step-messages';

/** A code as typed: a 6-digit TOTP code or a recovery code, spaces and dashes allowed. */
export const twoStepCode = safeString({ error: twoStepMessages.codeInvalid })
  .max(64, twoStepMessages.codeInvalid)
  .refine((typed) => codeKindOf(compactCode(typed)) !== null, twoStepMessages.codeInvalid);

/** Only the authenticator app's code (turning two-step sign-in on proves the app has the secret). */
export const totpCode = safeString({ error: twoStepMessages.codeInvalid })
  .max(64, twoStepMessages.codeInvalid)
  .refine((typed) => codeKindOf(compactCode(typed)) === 'totp', twoStepMessages.codeInvalid);

/** A login challenge: 256 random bits, base64url. */
const challenge = z
  .string({ error: twoStepMessages.signInAgain })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: twoStepMessages.signInAgain });

/** POST /api/v1/totp/enable body. */
export const totpEnableRequest = z.strictObject({ code: totpCode });
export type TotpEnableRequest = z.infer<typeof totpEnableRequest>;

/** POST /api/v1/totp/disable body: the password and a code (TOTP or recovery). */
export const totpDisableRequest = z.strictObject({ password: gatePassword, code: twoStepCode });
export type TotpDisableRequest = z.infer<typeof totpDisableRequest>;

/**
 * POST /api/v1/totp/recovery-codes body: the password and a code, like turning it off. Answers
 * ten new recovery codes (TotpEnableAnswer's shape); the old ones stop working.
 */
export const recoveryCodesRequest = totpDisableRequest;
export type RecoveryCodesRequest = TotpDisableRequest;

/** POST /api/v1/login/totp body. */
export const loginTotpRequest = z.strictObject({ challenge, code: twoStepCode });
export type LoginTotpRequest = z.infer<typeof loginTotpRequest>;

/** GET /api/v1/totp: whether two-step sign-in is on, and how many recovery codes are unused. */
export interface TotpStatusAnswer {
  code: 0;
  msg: string;
  enabled: boolean;
  recovery_codes_left: number;
}

/** POST /api/v1/totp/setup: a new secret waiting for a first code. */
export interface TotpSetupAnswer {
  code: 0;
  msg: string;
  /** The secret in base32, for typing into the app by hand. */
  secret: string;
  /** otpauth://totp/… with the issuer and the account's email. */
  uri: string;
  /** The URI as a QR code, an SVG document. */
  qr_svg: string;
}

/**
 * POST /api/v1/totp/enable and /totp/recovery-codes: the recovery codes, shown this once (the
 * server keeps hashes).
 */
export interface TotpEnableAnswer {
  code: 0;
  msg: string;
  recovery_codes: string[];
}

/**
 * POST /api/v1/login (and /password-reset/confirm) when two-step sign-in is on: the password
 * was right; POST /login/totp with this challenge and a code completes the sign-in.
 */
export interface TotpRequiredAnswer {
  code: 2;
  msg: string;
  totp_required: true;
  challenge: string;
}

/** POST /api/v1/login/totp with a challenge that expired, was used or never existed. */
export interface SignInAgainAnswer {
  code: -1;
  msg: string;
  sign_in_again: true;
}
