import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResultCode } from 'shared/contract';
import { apiAnswer } from 'shared/contract/answers';
import { z } from 'zod';
import { answers } from '../http/common-answers';
import { apiMessages } from '../http/messages';

/** The probes' answer: which database this process runs on. */
const healthAnswer = apiAnswer(ResultCode.ok, { database: z.enum(['pglite', 'postgres']) });

/**
 * Liveness and readiness, both public. /health answers from memory (a process that answers is
 * alive), so a monitor polling it costs no database work; /health/ready makes a database round
 * trip, for a load balancer that must stop sending traffic when the database is gone. A monitor
 * polls them every few seconds: an answered probe writes no log line (a failure still does).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const alive = { code: ResultCode.ok, msg: apiMessages.ok, database: app.databaseKind };

  const probe = { config: { public: true }, logLevel: 'warn' } as const;

  app.get('/health', { ...probe, schema: { response: { 200: healthAnswer } } }, async () => alive);

  const ready = {
    response: {
      200: healthAnswer,
      503: answers.failed.describe('-1001: the database does not answer.'),
    },
  };
  app.get('/health/ready', { ...probe, schema: ready }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: the database did not answer');
      return reply
        .code(503)
        .send({ code: ResultCode.letterFailed, msg: apiMessages.databaseUnavailable });
    }
    return alive;
  });
};
