import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employment, employmentUpdate } from 'shared/contract';
import { employmentRecords } from 'shared/contract/answers';
import { sessionOf } from '../auth/guard';
import { listEmployments, saveEmployment, updateEmployment } from '../profile/employments';
import { profileResponses, savedAnswer, updatedAnswer } from './profile-answers';

/** One employment per user. */
export const employmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get('/employment', { schema: { response: { 200: employmentRecords } } }, async (request) =>
    listEmployments(db, sessionOf(request).userId),
  );

  app.post(
    '/employment',
    { schema: { body: employment, response: profileResponses.save } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      return savedAnswer(reply, await saveEmployment(db, userId, request.body, clock()));
    },
  );

  app.put(
    '/employment',
    { schema: { body: employmentUpdate, response: profileResponses.update } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { body } = request;
      return updatedAnswer(
        request,
        reply,
        await updateEmployment(db, userId, body.id, body, clock()),
      );
    },
  );
};
