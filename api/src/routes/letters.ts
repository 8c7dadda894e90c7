import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type GenerateLetterAnswer,
  idBody,
  type LetterListItem,
  letterListItem,
  ResultCode,
  type ValidationAnswer,
} from 'shared/contract';
import { sessionOf } from '../auth/guard';
import { apiMessages } from '../http/messages';
import { attachmentDisposition } from '../letters-store/content-disposition';
import { generateLetters, generateMessages } from '../letters-store/generate';
import { deleteLetter, listLetters, loadLetterPdf } from '../letters-store/letters';
import { deletedAnswer, notFoundAnswer } from './profile-answers';

/**
 * The generated letters (spec section 7, decisions.md sections 3 and 5): generate, list,
 * download and delete. Every query is scoped to the caller, so another user's letter is -3.
 */
export const letterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, cipher, clock } = app;

  // The body's shape depends on its `letter`, so the generate service validates it by type.
  app.post('/generate-pdf', async (request, reply) => {
    const { userId } = sessionOf(request);
    const outcome = await generateLetters({ db, cipher, clock }, userId, request.body);
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
      case 'invalid': {
        const answer: ValidationAnswer = {
          code: ResultCode.validation,
          msg: apiMessages.validationFailed,
          errors: outcome.errors,
        };
        return reply.code(400).send(answer);
      }
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
  });

  app.get('/generate-pdf', async (request): Promise<LetterListItem[]> => {
    const entries = await listLetters(db, sessionOf(request).userId);
    return entries.map(letterListItem);
  });

  // The body is the bare id (spec section 7); the answer is the stored PDF, byte for byte.
  app.post('/generate-pdf/download', { schema: { body: idBody } }, async (request, reply) => {
    const { userId } = sessionOf(request);
    const letter = await loadLetterPdf(db, cipher, userId, request.body);
    if (!letter) return notFoundAnswer(request, reply);
    return reply
      .code(200)
      .type('application/pdf')
      .header('content-disposition', attachmentDisposition(letter.name))
      .send(letter.pdf);
  });

  app.delete('/generate-pdf', { schema: { body: idBody } }, async (request, reply) => {
    const { userId } = sessionOf(request);
    return deletedAnswer(request, reply, await deleteLetter(db, userId, request.body));
  });
};
