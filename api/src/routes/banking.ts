import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankingAccountCreate,
  bankingAccountUpdate,
  bankingMessages,
  type CreatedAnswer,
  gatePassword,
  idBody,
  ResultCode,
} from 'shared/contract';
import { bankingAccountRecords } from 'shared/contract/answers';
import { sessionOf } from '../auth/guard';
import {
  createBankingAccount,
  deleteBankingAccount,
  listBankingAccounts,
  updateBankingAccount,
} from '../banking/accounts';
import { hasStepUpGrant, openStepUpGrant } from '../banking/step-up';
import { answers } from '../http/common-answers';
import { apiMessages } from '../http/messages';
import { userPasswordAccepted } from './answers';
import { deletedAnswer, notFoundAnswer } from './profile-answers';

type BankingEvent = 'banking_gate' | 'banking_create' | 'banking_update';

/** Checks the gate password (or a write's `secret`) like a login (see userPasswordAccepted). */
function passwordAccepted(
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
  event: BankingEvent,
): Promise<boolean> {
  return userPasswordAccepted(request, reply, password, { event, label: 'banking' });
}

/**
 * The banking accounts (spec sections 3 and 7, decisions.md section 4): reading needs the
 * password at every call, writes carry it as `secret`, and deletes need the step-up grant that a
 * successful gate opened on this session. Every query is scoped to the caller's user id.
 */
export const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cipher, clock } = app;
  /** The password refusals of the gate and of the writes' `secret`. */
  const refused = { 403: answers.wrongPassword, 429: answers.throttled };

  // POST, not GET: the body is the password (a bare JSON string), which must not be in a URL.
  app.post(
    '/banking-information/get',
    {
      schema: {
        body: gatePassword,
        response: { 200: bankingAccountRecords, ...refused },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (!(await passwordAccepted(request, reply, request.body, 'banking_gate'))) return reply;
      await openStepUpGrant(db, session.id, clock());
      request.log.info({ event: 'banking_gate', outcome: 'success', userId: session.userId });
      return listBankingAccounts(db, cipher, session.userId);
    },
  );

  app.post(
    '/banking-information',
    {
      schema: {
        body: bankingAccountCreate,
        response: { 201: answers.saved, ...refused },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { secret, id: _ignored, ...account } = request.body;
      if (!(await passwordAccepted(request, reply, secret, 'banking_create'))) return reply;
      const id = await createBankingAccount(db, cipher, userId, account, clock());
      const answer = { code: ResultCode.ok, msg: apiMessages.ok, id } satisfies CreatedAnswer;
      return reply.code(201).send(answer);
    },
  );

  app.put(
    '/banking-information',
    {
      schema: {
        body: bankingAccountUpdate,
        response: { 200: answers.saved, 404: answers.notFound, ...refused },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { secret, id, ...account } = request.body;
      if (!(await passwordAccepted(request, reply, secret, 'banking_update'))) return reply;
      if (!(await updateBankingAccount(db, cipher, userId, id, account, clock()))) {
        return notFoundAnswer(request, reply);
      }
      const answer = { code: ResultCode.ok, msg: apiMessages.ok, id } satisfies CreatedAnswer;
      return reply.code(200).send(answer);
    },
  );

  // The body is the bare id. Outside the grant the answer is -1 whatever the id, so nothing about
  // the account is revealed; the page then shows the gate again.
  const deletion = {
    body: idBody,
    response: {
      200: answers.ok,
      403: answers.wrongPassword.describe(
        '-1: no password gate passed on this session in the last 15 minutes.',
      ),
      404: answers.notFound,
    },
  };
  app.delete('/banking-information', { schema: deletion }, async (request, reply) => {
    const session = sessionOf(request);
    if (!(await hasStepUpGrant(db, session.id, clock()))) {
      request.log.warn(
        { event: 'access_refused', reason: 'step_up_required', userId: session.userId },
        'banking delete without a step-up grant',
      );
      return reply
        .code(403)
        .send({ code: ResultCode.wrongPassword, msg: bankingMessages.stepUpRequired });
    }
    const deleted = await deleteBankingAccount(db, session.userId, request.body);
    return deletedAnswer(request, reply, deleted);
  });
};
