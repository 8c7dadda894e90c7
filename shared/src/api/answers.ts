import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { isApiAnswer, ResultCode, retryAfterMinutesOf, retryAfterSecondsOf } from 'shared/contract';

/**
 * What a query or mutation gave: a hook result, the value awaited from a trigger, or
 * `{ error }` with the value caught from `.unwrap()`.
 */
export interface QueryOutcome {
  data?: unknown;
  error?: unknown;
}

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The server could not be reached (or did not answer in time). */
export function isNetworkError(error: unknown): boolean {
  return (
    isFetchBaseQueryError(error) &&
    (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
  );
}

function answerBody(outcome: QueryOutcome): unknown {
  if (outcome.error !== undefined) {
    return isFetchBaseQueryError(outcome.error) ? outcome.error.data : undefined;
  }
  return outcome.data;
}

/**
 * The API's `code` from a success or error answer. A list (a plain array) counts as 0. Null when
 * there is no API answer: network failure, an unreadable body, or nothing received yet.
 */
export function answerCode(outcome: QueryOutcome): number | null {
  const body = answerBody(outcome);
  if (isApiAnswer(body)) return body.code;
  if (outcome.error === undefined && body !== undefined) return ResultCode.ok;
  return null;
}

/** Field messages of a -2 answer (`errors` maps field name to message); empty otherwise. */
export function fieldErrors(outcome: QueryOutcome): Record<string, string> {
  const body = answerBody(outcome);
  if (!isApiAnswer(body) || body.code !== ResultCode.validation) return {};
  const errors = 'errors' in body ? body.errors : undefined;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Seconds to wait from a -5 answer; null for any other answer. */
export function retryAfterSeconds(outcome: QueryOutcome): number | null {
  return retryAfterSecondsOf(answerBody(outcome));
}

/** Whole minutes to wait (at least 1), for 'Please try again in {{minutes}} minutes.' */
export function retryAfterMinutes(outcome: QueryOutcome): number | null {
  return retryAfterMinutesOf(answerBody(outcome));
}

/**
 * Request parts for a body that is a bare JSON value (an id or a password, decisions.md
 * section 3): fetchBaseQuery sends strings as plain text unless they are encoded here.
 */
export function bareJsonBody(value: string | number | boolean): {
  body: string;
  headers: Record<string, string>;
} {
  return { body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } };
}
