import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CreatedAnswer, ResultCode } from 'shared/contract';
import { answers } from '../http/common-answers';
import { apiMessages } from '../http/messages';
import type { SaveResult, UpdateResult } from '../profile/slots';
import { invalidAnswer } from './answers';

/** Answers of the personal-information calls (decisions.md section 3). */

/** The response schemas of the personal-information writes, by kind of call. */
export const profileResponses = {
  /** POST: created (201) or, for a record the user already had, updated (200). */
  save: {
    200: answers.saved.describe('0: the record the user had is updated.'),
    201: answers.saved.describe('0: the record is created.'),
  },
  update: { 200: answers.saved, 404: answers.notFound },
  delete: { 200: answers.ok, 404: answers.notFound },
};

const saved = (id: string): CreatedAnswer => ({ code: ResultCode.ok, msg: apiMessages.ok, id });

/** POST: 201 when it created the record, 200 when it updated the one the user had. */
export function savedAnswer(reply: FastifyReply, result: SaveResult) {
  return reply.code(result.created ? 201 : 200).send(saved(result.id));
}

/**
 * -3 for an id that is missing or someone else's (never reveal which). Logged as a refused
 * access with the caller, as decisions.md section 4 asks.
 */
export function notFoundAnswer(request: FastifyRequest, reply: FastifyReply) {
  request.log.warn(
    {
      event: 'access_refused',
      reason: 'not_found',
      userId: request.auth?.userId,
      url: request.url,
    },
    'access refused: no such record of this user',
  );
  return reply.code(404).send({ code: ResultCode.notFound, msg: apiMessages.notFound });
}

/**
 * PUT: 200 with the id; -3 when not the user's; -2 with `slotTaken` when the change would move
 * the record into the place of another one (kinds with one place per user never get there).
 */
export function updatedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  result: UpdateResult,
  slotTaken?: { field: string; message: string },
) {
  if (result.outcome === 'not-found') return notFoundAnswer(request, reply);
  if (result.outcome === 'slot-taken') {
    if (!slotTaken) throw new Error('A record of a one-per-user kind hit a unique constraint.');
    return invalidAnswer(reply, { [slotTaken.field]: slotTaken.message });
  }
  return reply.code(200).send(saved(result.id));
}

/** DELETE: {code: 0} or -3. */
export function deletedAnswer(request: FastifyRequest, reply: FastifyReply, deleted: boolean) {
  if (!deleted) return notFoundAnswer(request, reply);
  return reply.code(200).send({ code: ResultCode.ok, msg: apiMessages.ok });
}
