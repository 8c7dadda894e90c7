import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankruptcy, bankruptcyUpdate } from 'shared/contract';
import { sessionOf } from '../auth/guard';
import { listBankruptcies, saveBankruptcy, updateBankruptcy } from '../profile/bankruptcies';
import { savedAnswer, updatedAnswer } from './profile-answers';

/** One bankruptcy record per user. */
export const bankruptcyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get('/bankruptcy', async (request) => listBankruptcies(db, sessionOf(request).userId));

  app.post('/bankruptcy', { schema: { body: bankruptcy } }, async (request, reply) => {
    const { userId } = sessionOf(request);
    return savedAnswer(reply, await saveBankruptcy(db, userId, request.body, clock()));
  });

  app.put('/bankruptcy', { schema: { body: bankruptcyUpdate } }, async (request, reply) => {
    const { userId } = sessionOf(request);
    const { body } = request;
    return updatedAnswer(
      request,
      reply,
      await updateBankruptcy(db, userId, body.id, body, clock()),
    );
  });
};
