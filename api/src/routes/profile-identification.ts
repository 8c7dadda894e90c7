import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idBody, identification, identificationUpdate, profileMessages } from 'shared/contract';
import { identificationRecords } from 'shared/contract/answers';
import { sessionOf } from '../auth/guard';
import {
  deleteIdentification,
  listIdentifications,
  saveIdentification,
  updateIdentification,
} from '../profile/identifications';
import { deletedAnswer, profileResponses, savedAnswer, updatedAnswer } from './profile-answers';

/** One primary and one secondary identification per user; numbers sealed at rest. */
export const identificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cipher, clock } = app;

  app.get(
    '/identification',
    { schema: { response: { 200: identificationRecords } } },
    async (request) => listIdentifications(db, cipher, sessionOf(request).userId),
  );

  app.post(
    '/identification',
    { schema: { body: identification, response: profileResponses.save } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      return savedAnswer(
        reply,
        await saveIdentification(db, cipher, userId, request.body, clock()),
      );
    },
  );

  app.put(
    '/identification',
    { schema: { body: identificationUpdate, response: profileResponses.update } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { body } = request;
      const result = await updateIdentification(db, cipher, userId, body.id, body, clock());
      return updatedAnswer(request, reply, result, {
        field: 'is_secondary',
        message: body.is_secondary
          ? profileMessages.secondaryIdentificationTaken
          : profileMessages.primaryIdentificationTaken,
      });
    },
  );

  // The body is the bare id: a slot whose place and number were emptied (spec section 4).
  app.delete(
    '/identification',
    { schema: { body: idBody, response: profileResponses.delete } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      return deletedAnswer(request, reply, await deleteIdentification(db, userId, request.body));
    },
  );
};
