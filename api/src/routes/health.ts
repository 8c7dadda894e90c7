import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ResultCode } from 'shared/contract';
import { apiMessages } from '../http/messages';

/**
 * Liveness and readiness, both public. /health answers from memory (a process that answers is
 * alive), so a monitor polling it costs no database work; /health/ready makes a database round
 * trip, for a load balancer that must stop sending traffic when the database is gone. A monitor
 * polls them every few seconds: an answered probe writes no log line (a failure still does).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const alive = { code: ResultCode.ok, msg: apiMessages.ok, database: app.databaseKind };

  const probe = { config: { public: true }, logLevel: 'warn' } as const;

  app.get('/health', probe, async () => alive);

  app.get('/health/ready', probe, async (request, reply) => {
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
