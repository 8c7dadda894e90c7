import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  authMessages,
  ResultCode,
  type ThrottledAnswer,
  twoStepMessages,
  type ValidationAnswer,
} from 'shared/contract';
import { sessionOf } from '../auth/guard';
import { checkUserPassword, type PasswordCheck } from '../auth/password-check';
import { apiMessages, tooManyAttemptsMessage } from '../http/messages';

/** The answers several route files share: -2, -5, and a gate's password refusal. */

/** -2 with one message per field. */
export function invalidAnswer(reply: FastifyReply, errors: Record<string, string>) {
  const answer: ValidationAnswer = {
    code: ResultCode.validation,
    msg: apiMessages.validationFailed,
    errors,
  };
  return reply.code(400).send(answer);
}

/** -5 with the wait in `retry_after` and the Retry-After header (decisions.md section 10). */
export function throttledAnswer(reply: FastifyReply, retryAfterSeconds: number) {
  const answer: ThrottledAnswer = {
    code: ResultCode.tooManyAttempts,
    msg: tooManyAttemptsMessage(retryAfterSeconds),
    retry_after: retryAfterSeconds,
  };
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send(answer);
}

/**
 * The refusal of a gate's password (a banking or letter gate): -1, or -5 when throttled, logged
 * as `event` with the user and never the password. `label` starts the log line ('banking').
 */
export function passwordRefusedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  check: Exclude<PasswordCheck, { outcome: 'ok' }>,
  log: { event: string; label: string; userId: string },
) {
  const { event, label, userId } = log;
  if (check.outcome === 'throttled') {
    request.log.warn({ event, outcome: 'throttled', userId }, `${label} password throttled`);
    return throttledAnswer(reply, check.retryAfterSeconds);
  }
  request.log.warn({ event, outcome: 'failure', userId }, `${label} password refused`);
  return reply.code(403).send({ code: ResultCode.wrongPassword, msg: authMessages.wrongPassword });
}

/**
 * Checks the signed-in user's password (a gate's, a write's `secret`, the export's or the
 * deletion's) like a login: same throttles, so wrong tries here and at login add up. Sends the
 * refusal and answers false when it is not the user's password. The password is never logged.
 */
export async function userPasswordAccepted(
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
  log: { event: string; label: string },
): Promise<boolean> {
  const { db, passwordThrottles } = request.server;
  const { userId } = sessionOf(request);
  const check = await checkUserPassword(
    db,
    passwordThrottles,
    { userId, address: request.ip },
    password,
  );
  if (check.outcome === 'ok') return true;
  await passwordRefusedAnswer(request, reply, check, { ...log, userId });
  return false;
}

/**
 * The refusal of a two-step code (turning two-step sign-in on or off, the login's second step):
 * -5 when throttled, else -1 'wrong code' with `status` (403 on a signed-in page, 401 at login,
 * where no session exists yet). Logged as `event` with the user, never the code.
 */
export function codeRefusedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  check: Exclude<PasswordCheck, { outcome: 'ok' }>,
  log: { event: string; userId: string; status: 401 | 403 },
) {
  const { event, userId, status } = log;
  if (check.outcome === 'throttled') {
    request.log.warn({ event, outcome: 'throttled', userId }, 'two-step code throttled');
    return throttledAnswer(reply, check.retryAfterSeconds);
  }
  request.log.warn({ event, outcome: 'failure', userId }, 'two-step code refused');
  return reply
    .code(status)
    .send({ code: ResultCode.wrongPassword, msg: twoStepMessages.wrongCode });
}
