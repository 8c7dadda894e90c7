import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode, type SessionInvalidAnswer } from 'shared/contract';
import { apiMessages } from '../http/messages';
import { lookupSession } from './sessions';

/** onRequest hook of /api/v1: every route not marked public needs a live session key. */
export async function requireSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.config.public) return;
  const header = request.headers['x-api-key'];
  const key = typeof header === 'string' ? header : undefined;
  const { db, clock } = request.server;
  const found = await lookupSession(db, key, clock());
  if (found.status === 'valid') {
    request.auth = found.session;
    return;
  }
  request.log.warn(
    { event: 'access_refused', reason: found.status, path: request.url.split('?', 1)[0] },
    'access refused: no valid session',
  );
  const answer: SessionInvalidAnswer = {
    code: ResultCode.sessionInvalid,
    msg: apiMessages.sessionInvalid,
    // So that the page can say why the user is back at the login page.
    reason: found.status,
  };
  return reply.code(401).send(answer);
}

/** The session of a guarded route (set by requireSession). */
export function sessionOf(request: FastifyRequest) {
  if (!request.auth) throw new Error('Route is not behind requireSession.');
  return request.auth;
}
