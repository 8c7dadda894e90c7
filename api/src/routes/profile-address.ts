import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { address, addressUpdate, idBody, profileMessages } from 'shared/contract';
import { addressRecords } from 'shared/contract/answers';
import { sessionOf } from '../auth/guard';
import { deleteAddress, listAddresses, saveAddress, updateAddress } from '../profile/addresses';
import { deletedAnswer, profileResponses, savedAnswer, updatedAnswer } from './profile-answers';

/** One current and one previous address per user, told apart by is_previous. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get('/address', { schema: { response: { 200: addressRecords } } }, async (request) =>
    listAddresses(db, sessionOf(request).userId),
  );

  app.post(
    '/address',
    { schema: { body: address, response: profileResponses.save } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      return savedAnswer(reply, await saveAddress(db, userId, request.body, clock()));
    },
  );

  app.put(
    '/address',
    { schema: { body: addressUpdate, response: profileResponses.update } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { body } = request;
      const result = await updateAddress(db, userId, body.id, body, clock());
      return updatedAnswer(request, reply, result, {
        field: 'is_previous',
        message: body.is_previous
          ? profileMessages.previousAddressTaken
          : profileMessages.currentAddressTaken,
      });
    },
  );

  // The body is the bare id (spec section 7: the previous address is removed this way).
  app.delete(
    '/address',
    { schema: { body: idBody, response: profileResponses.delete } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      return deletedAnswer(request, reply, await deleteAddress(db, userId, request.body));
    },
  );
};
