import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Contact, contact } from 'shared/contract';
import { contactRecords } from 'shared/contract/answers';
import { sessionOf } from '../auth/guard';
import { setUserLanguage } from '../auth/users';
import { answers } from '../http/common-answers';
import { listContacts, saveContact, updateContact } from '../profile/contacts';
import { profileResponses, savedAnswer, updatedAnswer } from './profile-answers';

/** One contact per user: POST, and PUT without an id, both save into it. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  /** The language travels with the contact but is the user's (decisions.md). */
  async function saveLanguage(userId: string, body: Contact) {
    if (body.language !== undefined) await setUserLanguage(db, userId, body.language);
  }

  app.get('/contact', { schema: { response: { 200: contactRecords } } }, async (request) =>
    listContacts(db, sessionOf(request).userId),
  );

  app.post(
    '/contact',
    { schema: { body: contact, response: profileResponses.save } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const saved = await saveContact(db, userId, request.body, clock());
      await saveLanguage(userId, request.body);
      return savedAnswer(reply, saved);
    },
  );

  app.put(
    '/contact',
    { schema: { body: contact, response: { ...profileResponses.save, 404: answers.notFound } } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { id } = request.body;
      // The contact needs no id (decisions.md section 3); one that is given must be the user's.
      if (id === undefined) {
        const saved = await saveContact(db, userId, request.body, clock());
        await saveLanguage(userId, request.body);
        return savedAnswer(reply, saved);
      }
      const updated = await updateContact(db, userId, id, request.body, clock());
      // A refused update (another user's id) changes nothing, the language included.
      if (updated.outcome === 'updated') await saveLanguage(userId, request.body);
      return updatedAnswer(request, reply, updated);
    },
  );
};
