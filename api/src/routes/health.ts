import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ResultCode } from 'shared/contract';
import { apiMessages } from '../http/messages';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', { config: { public: true } }, async () => {
    // A real round trip, so a load balancer stops sending traffic when the database is gone.
    await app.db.execute(sql`select 1`);
    return { code: ResultCode.ok, msg: apiMessages.ok, database: app.databaseKind };
  });
};
