import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankruptcy, bankruptcyUpdate } from 'shared/contract';
import { bankruptcyRecords } from 'shared/contract/answers';
import { sessionOf } from '../auth/guard';
import { listBankruptcies, saveBankruptcy, updateBankruptcy } from '../profile/bankruptcies';
import { profileResponses, savedAnswer, updatedAnswer } from './profile-answers';

/** One bankruptcy record per user. */
export const bankruptcyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get('/bankruptcy', { schema: { response: { 200: bankruptcyRecords } } }, async (request) =>
    listBankruptcies(db, sessionOf(request).userId),
  );

  app.post(
    '/bankruptcy',
    { schema: { body: bankruptcy, response: profileResponses.save } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      return savedAnswer(reply, await saveBankruptcy(db, userId, request.body, clock()));
    },
  );

  app.put(
    '/bankruptcy',
    { schema: { body: bankruptcyUpdate, response: profileResponses.update } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { body } = request;
      return updatedAnswer(
        request,
        reply,
        await updateBankruptcy(db, userId, body.id, body, clock()),
      );
    },
  );
};
