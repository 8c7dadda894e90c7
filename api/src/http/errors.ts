import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResultCode, type ValidationAnswer } from 'shared/contract';
import { apiMessages } from './messages';
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
