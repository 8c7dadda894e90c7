import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  endSessionsRequest,
  ResultCode,
  SECURITY_EVENTS_SHOWN,
  type SecurityEventsAnswer,
  type SessionsAnswer,
} from 'shared/contract';
import { securityEventsAnswer, sessionsAnswer } from 'shared/contract/answers';
import { describeDevice } from '../auth/device';
import { sessionOf } from '../auth/guard';
import { latestSecurityEvents } from '../auth/security-events';
import { liveSessions, revokeOtherSessions, revokeUserSession } from '../auth/sessions';
import { answers } from '../http/common-answers';
import { apiMessages } from '../http/messages';

/** Where the user is signed in, signing out elsewhere, and the account's security log (issue 17). */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  app.get('/sessions', { schema: { response: { 200: sessionsAnswer } } }, async (request) => {
    const session = sessionOf(request);
    const live = await liveSessions(db, session.userId, clock());
    return live.map((entry) => ({
      id: entry.id,
      device: describeDevice(entry.userAgent),
      signed_in_at: entry.createdAt.toISOString(),
      last_active_at: entry.lastUsedAt.toISOString(),
      current: entry.id === session.id,
    })) satisfies SessionsAnswer;
  });

  const endSessions = {
    body: endSessionsRequest,
    response: { 200: answers.ok, 404: answers.notFound.describe('-3: no such session.') },
  };
  app.delete('/sessions', { schema: endSessions }, async (request, reply) => {
    const session = sessionOf(request);
    const now = clock();
    if (request.body === 'others') {
      await revokeOtherSessions(db, session.userId, session.id, now);
      request.log.info(
        { event: 'sign_out_others', userId: session.userId },
        'other sessions ended',
      );
      return { code: ResultCode.ok, msg: apiMessages.ok };
    }
    if (!(await revokeUserSession(db, session.userId, request.body, now))) {
      return reply
        .code(404)
        .send({ code: ResultCode.notFound, msg: accountMessages.sessionNotFound });
    }
    request.log.info({ event: 'sign_out_session', userId: session.userId }, 'a session ended');
    return { code: ResultCode.ok, msg: apiMessages.ok };
  });

  const events = { response: { 200: securityEventsAnswer } };
  app.get('/security-events', { schema: events }, async (request) => {
    const { userId } = sessionOf(request);
    const events = await latestSecurityEvents(db, userId, SECURITY_EVENTS_SHOWN);
    return events.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      device: describeDevice(event.userAgent),
    })) satisfies SecurityEventsAnswer;
  });
};
