import type { RouteOptions } from 'fastify';
import {
  createdAnswer,
  failedAnswer,
  notFoundAnswer,
  okAnswer,
  personalInfoAnswer,
  sessionInvalidAnswer,
  throttledAnswer,
  validationAnswer,
  wrongPasswordAnswer,
} from 'shared/contract/answers';
import { z } from 'zod';
import { API_KEY_SCHEME } from './api-docs';

/** The methods whose body Fastify reads (and may refuse: malformed, too large, not JSON). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The shared answers with what each means, for the routes' response schemas (the description
 * of a response in the document).
 */
export const answers = {
  ok: okAnswer.describe('0: done.'),
  saved: createdAnswer.describe('0: saved; `id` is the record’s.'),
  unreadable: validationAnswer.describe(
    '-2: the request is not valid; `errors` names each field with its message.',
  ),
  tooLarge: validationAnswer.describe('-2: the body is over 1 MiB (`errors.body`).'),
  notJson: validationAnswer.describe('-2: the body is not JSON (`errors.body`).'),
  sessionInvalid: sessionInvalidAnswer.describe(
    '-4000: no session key, or one that is unknown, expired or revoked; `reason` says which.',
  ),
  throttled: throttledAnswer.describe('-5: too many tries; `retry_after` seconds to wait.'),
  failed: failedAnswer.describe('-1001: the server failed; the details are in its log only.'),
  wrongPassword: wrongPasswordAnswer.describe('-1: the password is not the user’s.'),
  notFound: notFoundAnswer.describe('-3: no such record of this user (missing, or not theirs).'),
  personalInfo: personalInfoAnswer.describe(
    '-1000 or -1002: the letter needs personal information the profile does not have yet.',
  ),
};

/**
 * A file answer (a PDF, a ZIP) of `type`: bytes, not JSON. The schema types what the handler
 * sends (a Buffer or a stream) and documents a binary string.
 */
export function fileAnswer(type: string, description: string) {
  const file = z
    .custom<Buffer | NodeJS.ReadableStream>()
    .meta({ type: 'string', format: 'binary' });
  return { description, content: { [type]: { schema: file } } };
}

type ResponseSchemas = Record<string, unknown>;

/**
 * The answers a route of /api/v1 can give besides its own (decisions.md section 3), added to its
 * response schemas so that the document lists every one: -2 for a body or an address it cannot
 * read, -4000 on a route behind the session guard (which then requires the X-API-Key scheme),
 * -5 on a rate-limited route, and the 500 of an unexpected failure. A route's own schema for a
 * status wins. Called from the onRoute hook of /api/v1, which knows which routes are guarded.
 */
export function addCommonAnswers(route: RouteOptions): void {
  route.schema ??= {};
  const { schema } = route;
  const response: ResponseSchemas = { ...(schema.response as ResponseSchemas | undefined) };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const readsBody = methods.some((method) => BODY_METHODS.has(method));
  if (readsBody || schema.params || schema.querystring) response[400] ??= answers.unreadable;
  if (readsBody) {
    response[413] ??= answers.tooLarge;
    response[415] ??= answers.notJson;
  }
  if (!route.config?.public) {
    response[401] ??= answers.sessionInvalid;
    (schema as { security?: unknown }).security = [{ [API_KEY_SCHEME]: [] }];
  }
  if (route.config?.rateLimit) response[429] ??= answers.throttled;
  response[500] ??= answers.failed;
  schema.response = response;
}
