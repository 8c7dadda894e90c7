import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  escalationBody,
  followUpBody,
  type GenerateLetterAnswer,
  idBody,
  type LetterListItem,
  letterListItem,
  letterTrackingBody,
  ResultCode,
  type SendGuideAnswer,
  trackingMessages,
  uuid,
} from 'shared/contract';
import {
  createdAnswer,
  generateLetterAnswer,
  letterList,
  sendGuideAnswer,
} from 'shared/contract/answers';
import { z } from 'zod';
import { sessionOf } from '../auth/guard';
import { answers, fileAnswer } from '../http/common-answers';
import { answerLanguage } from '../http/language';
import { apiMessages } from '../http/messages';
import { attachmentDisposition } from '../letters-store/content-disposition';
import { generateEscalation } from '../letters-store/escalation';
import { generateFollowUp, type MadeLetterOutcome } from '../letters-store/follow-up';
import { generateBodySchema, generateLetters, generateMessages } from '../letters-store/generate';
import { deleteLetter, listLetters, loadLetterPdf } from '../letters-store/letters';
import { userPasswordVerifier } from '../letters-store/password-gate';
import { loadSendGuide } from '../letters-store/send-guide';
import { saveTracking } from '../letters-store/tracking';
import { invalidAnswer, passwordRefusedAnswer } from './answers';
import { deletedAnswer, notFoundAnswer } from './profile-answers';

const generated = generateLetterAnswer;
const letterFailed = answers.failed.describe('-1001: the letter could not be produced.');

/**
 * The generated letters (spec section 7, decisions.md sections 3 and 5): generate, list,
 * download and delete. Every query is scoped to the caller, so another user's letter is -3.
 */
export const letterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cipher, clock, passwordThrottles } = app;

  // The body's shape depends on its `letter`, so the generate service validates it by type, with
  // messages that name the letter's fields: the route's schema documents the body (every type's)
  // and its validator lets the body through as it came.
  const generate = {
    body: generateBodySchema(),
    response: {
      201: generated.describe('0: the letter is stored (`ids` when it made several).'),
      403: answers.wrongPassword,
      404: answers.notFound.describe(
        '-3: `account_id` or `creditor_id` names nothing of the user.',
      ),
      422: answers.personalInfo,
      500: letterFailed,
    },
  };
  app.post(
    '/generate-pdf',
    {
      schema: generate,
      validatorCompiler: () => (body) => ({ value: body }),
      config: { rateLimit: 'letters' },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const verifyPassword = userPasswordVerifier(db, passwordThrottles, userId, request.ip);
      const outcome = await generateLetters(
        { db, cipher, clock, verifyPassword },
        userId,
        request.body,
        answerLanguage(request),
      );
      switch (outcome.kind) {
        case 'stored': {
          const [id, ...others] = outcome.ids;
          if (!id) throw new Error('A stored generate has no letter id.');
          const answer: GenerateLetterAnswer = {
            code: ResultCode.ok,
            msg: apiMessages.ok,
            result: 200,
            id,
            ...(others.length > 0 ? { ids: outcome.ids } : {}),
          };
          return reply.code(201).send(answer);
        }
        case 'invalid':
          return invalidAnswer(reply, outcome.errors);
        // The gate's answers, as the banking gate gives them; the password is never logged.
        case 'wrongPassword':
        case 'throttled':
          return passwordRefusedAnswer(
            request,
            reply,
            outcome.kind === 'throttled'
              ? { outcome: 'throttled', retryAfterSeconds: outcome.retryAfterSeconds }
              : { outcome: 'wrong' },
            { event: 'letter_gate', label: 'letter', userId },
          );
        case 'notFound':
          return notFoundAnswer(request, reply);
        case 'incomplete':
          return reply.code(422).send({
            code: outcome.code,
            msg:
              outcome.code === ResultCode.personalInfoIncomplete
                ? generateMessages.personalInfoIncomplete
                : generateMessages.personalInfoMissing,
          });
        case 'failed':
          request.log.error({ err: outcome.error, userId }, 'letter could not be produced');
          return reply
            .code(500)
            .send({ code: ResultCode.letterFailed, msg: generateMessages.letterFailed });
      }
    },
  );

  app.get(
    '/generate-pdf',
    { schema: { response: { 200: letterList } } },
    async (request): Promise<LetterListItem[]> => {
      const entries = await listLetters(db, cipher, sessionOf(request).userId);
      return entries.map(letterListItem);
    },
  );

  // The body is the bare id (spec section 7); the answer is the stored PDF, byte for byte.
  app.post(
    '/generate-pdf/download',
    {
      schema: {
        body: idBody,
        response: {
          200: fileAnswer('application/pdf', 'The stored letter, byte for byte.'),
          404: answers.notFound,
        },
      },
      config: { rateLimit: 'exports' },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const letter = await loadLetterPdf(db, cipher, userId, request.body);
      if (!letter) return notFoundAnswer(request, reply);
      return reply
        .code(200)
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(letter.name))
        .send(letter.pdf);
    },
  );

  const deletion = { body: idBody, response: { 200: answers.ok, 404: answers.notFound } };
  app.delete('/generate-pdf', { schema: deletion }, async (request, reply) => {
    const { userId } = sessionOf(request);
    return deletedAnswer(request, reply, await deleteLetter(db, userId, request.body));
  });

  // How to send a letter to a bureau (issue 14): online, mail, confirmed fax, and the dispute text.
  // An id that is not a UUID names no letter: -3, like another user's.
  app.get(
    '/generate-pdf/:id/send-guide',
    {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: sendGuideAnswer, 404: answers.notFound, 500: letterFailed },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const id = uuid.safeParse(request.params.id);
      if (!id.success) return notFoundAnswer(request, reply);
      const outcome = await loadSendGuide({ db, cipher }, userId, id.data, answerLanguage(request));
      if (outcome.kind === 'not-found') return notFoundAnswer(request, reply);
      if (outcome.kind === 'failed') {
        request.log.error({ err: outcome.error, userId }, 'send guide could not be made');
        return reply
          .code(500)
          .send({ code: ResultCode.letterFailed, msg: generateMessages.letterFailed });
      }
      const answer: SendGuideAnswer = {
        code: ResultCode.ok,
        msg: apiMessages.ok,
        guide: outcome.guide,
      };
      return reply.code(200).send(answer);
    },
  );

  // The dispute tracker (issue 9): the letter's whole tracking record replaces its current one.
  app.put(
    '/generate-pdf/tracking',
    {
      schema: {
        body: letterTrackingBody,
        response: {
          200: createdAnswer.describe('0: the tracking is saved; `id` is the letter’s.'),
          404: answers.notFound,
        },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const outcome = await saveTracking({ db, cipher, clock }, userId, request.body);
      if (outcome.kind === 'not-found') return notFoundAnswer(request, reply);
      if (outcome.kind === 'invalid') return invalidAnswer(reply, outcome.errors);
      return reply
        .code(200)
        .send({ code: ResultCode.ok, msg: apiMessages.ok, id: request.body.id });
    },
  );

  // The follow-up letter of an overdue (or verified, or unanswered) letter, stored like any letter.
  app.post(
    '/generate-pdf/follow-up',
    { schema: { body: followUpBody, response: madeLetter }, config: { rateLimit: 'letters' } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const outcome = await generateFollowUp(
        { db, cipher, clock },
        userId,
        request.body,
        answerLanguage(request),
      );
      return madeLetterAnswer(request, reply, outcome, {
        notOffered: { id: trackingMessages.followUpNotOffered },
        failure: 'follow-up letter could not be produced',
      });
    },
  );

  // An escalation letter (issue 14) of a bureau letter answered "verified as accurate" or not at all.
  app.post(
    '/generate-pdf/escalation',
    { schema: { body: escalationBody, response: madeLetter }, config: { rateLimit: 'letters' } },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const outcome = await generateEscalation(
        { db, cipher, clock },
        userId,
        request.body,
        answerLanguage(request),
      );
      return madeLetterAnswer(request, reply, outcome, {
        notOffered: { kind: trackingMessages.escalationNotOffered },
        failure: 'escalation letter could not be produced',
      });
    },
  );
};

/**
 * The response schemas of making a letter from a first letter (madeLetterAnswer). 400 is also
 * the tracker not offering it (`errors` on the field that asked).
 */
const madeLetter = {
  200: generated.describe('0: the letter made before for this request (a double submit).'),
  201: generated.describe('0: the letter is stored.'),
  404: answers.notFound,
  422: answers.personalInfo,
  500: letterFailed,
};

/**
 * The answer to making a letter from a first letter: 201 with the new id, 200 with the one made
 * before (a double submit), -3, -2 when the tracker does not offer it, -1002 or -1001.
 */
function madeLetterAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: MadeLetterOutcome,
  texts: { notOffered: Record<string, string>; failure: string },
) {
  switch (outcome.kind) {
    case 'stored':
    case 'existing': {
      const answer: GenerateLetterAnswer = {
        code: ResultCode.ok,
        msg: apiMessages.ok,
        result: 200,
        id: outcome.id,
      };
      return reply.code(outcome.kind === 'stored' ? 201 : 200).send(answer);
    }
    case 'not-found':
      return notFoundAnswer(request, reply);
    case 'not-offered':
      return invalidAnswer(reply, texts.notOffered);
    case 'incomplete':
      return reply.code(422).send({
        code: ResultCode.personalInfoMissing,
        msg: generateMessages.personalInfoMissing,
      });
    case 'failed':
      request.log.error({ err: outcome.error, userId: sessionOf(request).userId }, texts.failure);
      return reply
        .code(500)
        .send({ code: ResultCode.letterFailed, msg: generateMessages.letterFailed });
  }
}
