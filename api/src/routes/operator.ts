import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type OperatorAnswer, POLICIES_EFFECTIVE_DATE, ResultCode } from 'shared/contract';
import { operatorAnswer } from 'shared/contract/answers';
import type { OperatorSettings } from '../config';
import { apiMessages } from '../http/messages';

/**
 * Public: who runs the service, for the terms and the privacy policy (issue 21, point 14). The
 * answer changes only when the server restarts with other settings, so browsers and proxies may
 * keep it a few minutes (every other API answer is no-store).
 */
export const OPERATOR_CACHE_CONTROL = 'public, max-age=300';

export const operatorRoutes: FastifyPluginAsyncZod<{ operator: OperatorSettings }> = async (
  app,
  options,
) => {
  const answer = {
    code: ResultCode.ok,
    msg: apiMessages.ok,
    name: options.operator.name,
    address: options.operator.address,
    email: options.operator.email,
    effective_date: POLICIES_EFFECTIVE_DATE,
  } satisfies OperatorAnswer;

  app.get(
    '/operator',
    {
      schema: { response: { 200: operatorAnswer } },
      config: { public: true, cacheControl: OPERATOR_CACHE_CONTROL },
    },
    (_request, reply) => {
      reply.send(answer);
    },
  );
};
