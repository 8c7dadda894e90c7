/** Answer codes of the API (decisions.md section 3). Clients act on these, never on HTTP status alone. */
export const ResultCode = {
  ok: 0,
  /** The password was right; two-step sign-in asks for a code next (POST /login/totp). */
  totpRequired: 2,
  /** Wrong credentials at login, or a wrong password at a gate / change-password. */
  wrongPassword: -1,
  validation: -2,
  notFound: -3,
  tooManyAttempts: -5,
  personalInfoIncomplete: -1000,
  letterFailed: -1001,
  personalInfoMissing: -1002,
  sessionInvalid: -4000,
} as const;

/** The request header carrying the session key (decisions.md section 3). */
export const API_KEY_HEADER = 'X-API-Key';

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** Every non-list JSON answer. */
export interface ApiAnswer {
  code: number;
  msg: string;
}

/** Answer with code -2: `errors` maps a field name (or `body`) to its message. */
export interface ValidationAnswer extends ApiAnswer {
  code: typeof ResultCode.validation;
  errors: Record<string, string>;
}

/**
 * Why a key no longer opens a session (the -4000 answer's `reason`): `idle` after 30 minutes
 * without a request, `expired` at the end of its 12 hours, `revoked` by a sign-out, `unknown` or
 * `missing` for a key the server does not have.
 */
export const SESSION_END_REASONS = ['idle', 'expired', 'revoked', 'unknown', 'missing'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** Answer with code -4000. */
export interface SessionInvalidAnswer extends ApiAnswer {
  code: typeof ResultCode.sessionInvalid;
  reason: SessionEndReason;
}

/** A field of an answer body whose code is `code`; undefined for any other body. */
function fieldOfAnswer(body: unknown, code: number, field: string): unknown {
  if (!isApiAnswer(body) || body.code !== code) return undefined;
  return (body as unknown as Record<string, unknown>)[field];
}

/** The reason of a -4000 answer body, when it gives a known one. */
export function sessionEndReasonOf(body: unknown): SessionEndReason | null {
  const reason = fieldOfAnswer(body, ResultCode.sessionInvalid, 'reason');
  return SESSION_END_REASONS.find((known) => known === reason) ?? null;
}

/** Answer with code -5: seconds until another try is allowed. */
export interface ThrottledAnswer extends ApiAnswer {
  code: typeof ResultCode.tooManyAttempts;
  retry_after: number;
}

/** Seconds to wait, from an answer body with code -5; null for any other body. */
export function retryAfterSecondsOf(body: unknown): number | null {
  const seconds = fieldOfAnswer(body, ResultCode.tooManyAttempts, 'retry_after');
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null;
}

/** Whole minutes to wait (at least 1) from a -5 body, for 'Please try again in {{minutes}} minutes.' */
export function retryAfterMinutesOf(body: unknown): number | null {
  const seconds = retryAfterSecondsOf(body);
  return seconds === null ? null : Math.max(1, Math.ceil(seconds / 60));
}

export interface CreatedAnswer extends ApiAnswer {
  id: string;
}

export function isApiAnswer(value: unknown): value is ApiAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    typeof (value as { code: unknown }).code === 'number'
  );
}
