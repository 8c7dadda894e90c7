import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResultCode, type ValidationAnswer } from 'shared/contract';
import { answerLanguage, translateAnswer } from './language';
import { apiMessages } from './messages';
import type { SecurityHeaders } from './security';
import { fieldErrors } from './validation';

/** Fastify's body parsing errors, answered as -2 with errors.body (decisions.md section 3). */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: apiMessages.bodyInvalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: apiMessages.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: apiMessages.bodyMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: apiMessages.bodyUnreadable },
};

/** -1001 is the only code the table gives HTTP 500, so unexpected failures answer it too. */
const INTERNAL_ERROR_CODE = ResultCode.letterFailed;

function validationAnswer(errors: Record<string, string>): ValidationAnswer {
  return { code: ResultCode.validation, msg: apiMessages.validationFailed, errors };
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Every error becomes an answer with a code: client mistakes are -2 with the reason, anything
 * else is a 500 without details (the details go to the log only).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationAnswer(fieldErrors(error.validation, request.body)));
    }
    const bodyError = error.code ? BODY_ERRORS[error.code] : undefined;
    if (bodyError) {
      return reply.code(bodyError.status).send(validationAnswer({ body: bodyError.message }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return reply.code(status).send(validationAnswer({ body: apiMessages.bodyUnreadable }));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ code: INTERNAL_ERROR_CODE, msg: apiMessages.internal });
  });
}

/** Fastify's own refusals of a request's address, before any route or hook runs. */
const URL_ERRORS: Record<string, number> = {
  FST_ERR_BAD_URL: 400,
  FST_ERR_MAX_PARAM_LENGTH: 414,
};

/**
 * Fastify's `frameworkErrors`: an address it cannot decode (bad percent-encoding) or a path
 * parameter over its length limit. No hook runs for these, so the security headers, no-store and
 * the request id are set here; the answer is the app's -2 like any other unreadable request.
 */
export function frameworkErrorHandler(
  headers: SecurityHeaders,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, request, rawReply) => {
    // The option's reply type is generic over every route schema; this answer needs none.
    const reply = rawReply as FastifyReply;
    const status = URL_ERRORS[error.code] ?? 400;
    request.log.info({ event: 'request_refused', code: error.code }, 'unreadable request address');
    reply
      .code(status)
      .headers(headers)
      .header('cache-control', 'no-store')
      .header('x-request-id', request.id)
      // No hook runs for these answers, so the message is written in the reader's language here.
      .send(
        translateAnswer(
          validationAnswer({ url: apiMessages.urlUnreadable }),
          answerLanguage(request),
        ),
      );
  };
}

/** The error Node's HTTP parser gives for a request it cannot read at all. */
type ClientError = Error & { code?: string };

/**
 * Fastify's `clientErrorHandler`: the request could not even be parsed (a malformed request line
 * or header, headers over Node's limit, a request that took too long), so there is no request
 * object, and the answer is written to the socket by hand, with the same body shape and headers
 * as every other answer. Only the error code is logged: the parser error carries the raw bytes.
 */
export function clientErrorHandler(
  headers: SecurityHeaders,
): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function handleClientError(this: FastifyInstance, error: ClientError, socket: Socket) {
    // A reset connection is already gone: nothing to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, apiMessages.requestTimeout]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, apiMessages.headersTooLarge]
          : [400, apiMessages.bodyUnreadable];
    const requestId = randomUUID();
    this.log.info(
      { event: 'request_refused', code: error.code, reqId: requestId },
      'unreadable request',
    );
    if (socket.writable) {
      // No request was read, so no Accept-Language either: the answer is in English.
      const body = JSON.stringify(translateAnswer(validationAnswer({ request: message }), 'en'));
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}` +
          `cache-control: no-store\r\nx-request-id: ${requestId}\r\nconnection: close\r\n` +
          `content-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
