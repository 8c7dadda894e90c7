import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contact } from 'shared/contract';
import { sessionOf } from '../auth/guard';
import { listContacts, saveContact, updateContact } from '../profile/contacts';
import { savedAnswer, updatedAnswer } from './profile-answers';

/** One contact per user: POST, and PUT without an id, both save into it. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get('/contact', async (request) => listContacts(db, sessionOf(request).userId));

  app.post('/contact', { schema: { body: contact } }, async (request, reply) => {
    const { userId } = sessionOf(request);
    return savedAnswer(reply, await saveContact(db, userId, request.body, clock()));
  });

  app.put('/contact', { schema: { body: contact } }, async (request, reply) => {
    const { userId } = sessionOf(request);
    const { id } = request.body;
    // The contact needs no id (decisions.md section 3); one that is given must be the user's.
    if (id === undefined) {
      return savedAnswer(reply, await saveContact(db, userId, request.body, clock()));
    }
    return updatedAnswer(
      request,
      reply,
      await updateContact(db, userId, id, request.body, clock()),
    );
  });
};
