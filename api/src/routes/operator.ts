import type { FastifyPluginAsync } from 'fastify';
import { type OperatorAnswer, POLICIES_EFFECTIVE_DATE, ResultCode } from 'shared/contract';
import type { OperatorSettings } from '../config';
import { apiMessages } from '../http/messages';

/**
 * Public: who runs the service, for the terms and the privacy policy (issue 21, point 14). The
 * answer changes only when the server restarts with other settings, so browsers and proxies may
 * keep it a few minutes (every other API answer is no-store).
 */
export const OPERATOR_CACHE_CONTROL = 'public, max-age=300';

export const operatorRoutes: FastifyPluginAsync<{ operator: OperatorSettings }> = async (
  app,
  options,
) => {
  const answer: OperatorAnswer = {
    code: ResultCode.ok,
    msg: apiMessages.ok,
    name: options.operator.name,
    address: options.operator.address,
    email: options.operator.email,
    effective_date: POLICIES_EFFECTIVE_DATE,
  };

  app.get(
    '/operator',
    { config: { public: true, cacheControl: OPERATOR_CACHE_CONTROL } },
    (_request, reply) => {
      return reply.send(answer);
    },
  );
};
