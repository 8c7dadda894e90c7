/** Answer codes of the API (decisions.md section 3). Clients act on these, never on HTTP status alone. */
export const ResultCode = {
  ok: 0,
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

/** Answer with code -5: seconds until another try is allowed. */
export interface ThrottledAnswer extends ApiAnswer {
  code: typeof ResultCode.tooManyAttempts;
  retry_after: number;
}

/** Seconds to wait, from an answer body with code -5; null for any other body. */
export function retryAfterSecondsOf(body: unknown): number | null {
  if (!isApiAnswer(body) || body.code !== ResultCode.tooManyAttempts) return null;
  const seconds = 'retry_after' in body ? body.retry_after : undefined;
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
