import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CreditorDetail,
  type CreditorListItem,
  formatPhoneNumber,
  idBody,
  ResultCode,
} from 'shared/contract';
import { creditorDetail, creditorList } from 'shared/contract/answers';
import {
  findCreditor,
  listCreditorNames,
  seedCreditorDirectory,
  wizardProvinceOfCode,
} from '../creditors';
import { answers } from '../http/common-answers';
import { apiMessages } from '../http/messages';
import { notFoundAnswer } from './profile-answers';

/**
 * The creditor directory (spec sections 3 and 7): the list the wizards' creditor dropdowns show
 * and one creditor's details to fill the form. The directory is the same for every user; a
 * session is still required (the /api/v1 guard).
 *
 * The shipped directory is seeded when the routes are registered, that is when the app is built
 * at server start (and in every test app), before any request can ask for it.
 */
export const creditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  await seedCreditorDirectory(db, clock());

  app.get(
    '/creditor/list',
    { schema: { response: { 200: creditorList } } },
    async (): Promise<CreditorListItem[]> => listCreditorNames(db),
  );

  // The body is the bare id, like the other single-record POSTs (spec section 7).
  const detail = { body: idBody, response: { 200: creditorDetail, 404: answers.notFound } };
  app.post('/creditor/get', { schema: detail }, async (request, reply) => {
    const creditor = await findCreditor(db, request.body);
    if (!creditor) return notFoundAnswer(request, reply);
    const answer: CreditorDetail = {
      code: ResultCode.ok,
      msg: apiMessages.ok,
      company: creditor.company,
      address: creditor.address,
      city: creditor.city,
      province: wizardProvinceOfCode(creditor.province),
      postal_code: creditor.postal_code,
      // Numbers as a Canadian reads them, so they fill the form's fields as they will print.
      fax: formatPhoneNumber(creditor.fax),
      fax_confirmed: creditor.fax_confirmed,
      fax_note: creditor.fax_note,
      phone: formatPhoneNumber(creditor.phone),
      toll_free: formatPhoneNumber(creditor.toll_free),
      phone_note: creditor.phone_note,
      address_note: creditor.address_note,
    };
    return reply.code(200).send(answer);
  });
};
