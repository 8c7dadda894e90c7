/**
 * Where the user is signed in, and what happened on the account (issue 17): the sessions and
 * the security events the "Account and privacy" tab shows. Session ids are the sessions' row
 * ids, never their keys (which the server keeps only as hashes).
 */
import { z } from 'shared/zod';
import { accountMessages } from './account-messages';
import { emailAddress, gatePassword, newPassword } from './auth';
import { authMessages } from './auth-messages';
import { safeString } from './fields';

/** DELETE /api/v1/sessions: one session's id, or "others" for every session but this one. */
export const endSessionsRequest = z.union(
  [z.literal('others'), z.uuid({ error: accountMessages.sessionChoiceInvalid })],
  { error: accountMessages.sessionChoiceInvalid },
);
export type EndSessionsRequest = z.infer<typeof endSessionsRequest>;

/** What the server read of a browser's user agent; null where it could not tell. */
export interface DeviceAnswer {
  /** 'Chrome', 'Firefox', 'Safari'… */
  browser: string | null;
  /** 'Windows', 'macOS', 'iOS', 'Android'… */
  os: string | null;
  /** 'desktop', 'mobile', 'tablet'… */
  type: string | null;
}

/** One live session of the user. Times are ISO 8601 instants. */
export interface SessionEntry {
  id: string;
  device: DeviceAnswer;
  signed_in_at: string;
  last_active_at: string;
  /** The session of the request: "This device". */
  current: boolean;
}

/**
 * GET /api/v1/sessions: the user's live sessions, the most recently active first; a plain array,
 * like every list the API answers.
 */
export type SessionsAnswer = SessionEntry[];

/**
 * What the security log records on an account: sign-ins that worked and failed, password changes
 * and resets, two-step sign-in turned on and off, recovery codes used and renewed, and two-step
 * codes paused after too many wrong ones.
 */
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  'two_step_enabled',
  'two_step_disabled',
  'recovery_code_used',
  'recovery_codes_renewed',
  'two_step_locked',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How many events GET /security-events answers. */
export const SECURITY_EVENTS_SHOWN = 20;

export interface SecurityEventEntry {
  kind: SecurityEventKind;
  at: string;
  device: DeviceAnswer;
}

/** GET /api/v1/security-events: the latest events, the newest first; a plain array. */
export type SecurityEventsAnswer = SecurityEventEntry[];

/** How long a password reset link works. */
export const PASSWORD_RESET_MINUTES = 30;

/** POST /api/v1/password-reset/request body. */
export const passwordResetRequest = z.strictObject({ email: emailAddress });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** A reset token as the link carries it: 256 random bits, base64url. */
const resetToken = z
  .string({ error: accountMessages.resetLinkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: accountMessages.resetLinkInvalid });

/** POST /api/v1/password-reset/confirm body. */
export const passwordResetConfirm = z.strictObject({
  token: resetToken,
  new_password: newPassword,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirm>;

/** The reset page's form: the new password twice, with the register page's rules. */
export const passwordResetForm = z
  .strictObject({
    new_password: newPassword,
    confirm_password: safeString({ error: authMessages.confirmPasswordRequired }).min(
      1,
      authMessages.confirmPasswordRequired,
    ),
  })
  .refine((form) => form.confirm_password === form.new_password, {
    path: ['confirm_password'],
    message: authMessages.confirmPasswordMismatch,
  });
export type PasswordResetForm = z.infer<typeof passwordResetForm>;

/*
 * Taking one's data out and leaving (issue 17): POST /api/v1/me/export and DELETE /api/v1/me.
 * Both bodies are the bare password (decisions.md section 3), checked like a gate's.
 */

/** POST /api/v1/me/export body: the password. The answer is a ZIP of everything kept. */
export const dataExportRequest = gatePassword;

/** The ZIP's file name: the day it was taken (YYYY-MM-DD) tells two exports apart. */
export function dataExportFileName(isoDay: string): string {
  return `credit-repair-canada-my-data-${isoDay}.zip`;
}

/** DELETE /api/v1/me body: the password. */
export const accountDeletionRequest = gatePassword;

/**
 * What the user types to confirm a deletion, exactly (case-sensitive): the page asks for its
 * language's word, and either is taken (a French user who types DELETE means it too).
 */
export const ACCOUNT_DELETION_WORDS = { en: 'DELETE', fr: 'SUPPRIMER' } as const;

/** The Delete my account form: the password, and the word typed to show it is meant. */
export const accountDeletionForm = z.strictObject({
  password: gatePassword,
  confirmation: safeString().refine(
    (typed): boolean => Object.values(ACCOUNT_DELETION_WORDS).some((word) => word === typed),
    { message: accountMessages.deletionWordRequired },
  ),
});
export type AccountDeletionForm = z.infer<typeof accountDeletionForm>;
