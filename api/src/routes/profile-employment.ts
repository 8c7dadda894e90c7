import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employment, employmentUpdate } from 'shared/contract';
import { sessionOf } from '../auth/guard';
import { listEmployments, saveEmployment, updateEmployment } from '../profile/employments';
import { savedAnswer, updatedAnswer } from './profile-answers';

/** One employment per user. */
export const employmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get('/employment', async (request) => listEmployments(db, sessionOf(request).userId));

  app.post('/employment', { schema: { body: employment } }, async (request, reply) => {
    const { userId } = sessionOf(request);
    return savedAnswer(reply, await saveEmployment(db, userId, request.body, clock()));
  });

  app.put('/employment', { schema: { body: employmentUpdate } }, async (request, reply) => {
    const { userId } = sessionOf(request);
    const { body } = request;
    return updatedAnswer(
      request,
      reply,
      await updateEmployment(db, userId, body.id, body, clock()),
    );
  });
};
