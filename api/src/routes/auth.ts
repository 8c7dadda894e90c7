import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  authMessages,
  changePasswordRequest,
  type LoginAnswer,
  languageRequest,
  loginRequest,
  ResultCode,
  registerRequest,
  type SessionAnswer,
} from 'shared/contract';
import {
  languageAnswer,
  loginAnswer,
  sessionAnswer,
  totpRequiredAnswer as totpRequiredAnswerSchema,
} from 'shared/contract/answers';
import { z } from 'zod';
import { storedUserAgent } from '../auth/device';
import { sessionOf } from '../auth/guard';
import { checkPassword } from '../auth/password-check';
import { isWeakPassword } from '../auth/password-strength';
import { hashPassword } from '../auth/passwords';
import { recordSecurityEvent } from '../auth/security-events';
import { createSession, revokeOtherSessions, revokeSession } from '../auth/sessions';
import { isTwoStepEnabled } from '../auth/two-step';
import {
  createUser,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  setPasswordHash,
  setUserLanguage,
} from '../auth/users';
import { answers } from '../http/common-answers';
import { apiMessages } from '../http/messages';
import { invalidAnswer, throttledAnswer } from './answers';
import { totpRequiredAnswer } from './two-step';

/**
 * A right password (login, the password reset's link): signed in, or, with two-step sign-in on,
 * the challenge that POST /login/totp completes.
 */
export const signedIn = z
  .union([loginAnswer, totpRequiredAnswerSchema])
  .describe('0: signed in, with the session key; 2: two-step sign-in asks for a code.');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, passwordThrottles } = app;

  app.post(
    '/login',
    {
      schema: {
        body: loginRequest,
        response: {
          200: signedIn,
          401: answers.wrongPassword.describe('-1: wrong email or password.'),
          429: answers.throttled,
        },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.username);
      const user = await findUserByEmail(db, email);
      const check = await checkPassword(
        passwordThrottles,
        { email, address: request.ip },
        user?.passwordHash,
        request.body.password,
      );
      const userId = user?.id ?? null;
      const userAgent = storedUserAgent(request.headers['user-agent']);
      if (check.outcome === 'throttled') {
        request.log.warn({ event: 'sign_in', outcome: 'throttled', userId }, 'sign-in throttled');
        return throttledAnswer(reply, check.retryAfterSeconds);
      }
      if (check.outcome === 'wrong' || !user) {
        request.log.warn({ event: 'sign_in', outcome: 'failure', userId }, 'sign-in failed');
        // On the account's own log, which its owner sees; an unknown email has none.
        if (user) {
          await recordSecurityEvent(db, user.id, {
            kind: 'sign_in_failed',
            at: clock(),
            userAgent,
          });
        }
        return reply
          .code(401)
          .send({ code: ResultCode.wrongPassword, msg: authMessages.wrongCredentials });
      }
      const now = clock();
      if (await isTwoStepEnabled(db, user.id)) {
        // Not signed in yet: the sign-in is recorded once the code is right (POST /login/totp).
        request.log.info({ event: 'sign_in', outcome: 'code asked', userId }, 'code asked');
        return totpRequiredAnswer(reply, app, user.id, now);
      }
      const key = await createSession(db, user.id, now, userAgent);
      await recordSecurityEvent(db, user.id, { kind: 'sign_in', at: now, userAgent });
      request.log.info({ event: 'sign_in', outcome: 'success', userId }, 'signed in');
      const { language } = user;
      return { code: ResultCode.ok, msg: apiMessages.ok, key, language } satisfies LoginAnswer;
    },
  );

  app.post(
    '/register',
    {
      schema: { body: registerRequest, response: { 201: loginAnswer } },
      config: { public: true, rateLimit: 'register' },
    },
    async (request, reply) => {
      const { email, password, language } = request.body;
      if (isWeakPassword(password, email)) {
        return invalidAnswer(reply, { password: authMessages.passwordTooCommon });
      }
      const user = await createUser(db, {
        email,
        passwordHash: await hashPassword(password),
        now: clock(),
        language,
      });
      if (!user) return invalidAnswer(reply, { email: authMessages.emailTaken });
      const now = clock();
      const userAgent = storedUserAgent(request.headers['user-agent']);
      const key = await createSession(db, user.id, now, userAgent);
      await recordSecurityEvent(db, user.id, { kind: 'sign_in', at: now, userAgent });
      request.log.info({ event: 'register', userId: user.id }, 'account created');
      return reply.code(201).send({
        code: ResultCode.ok,
        msg: apiMessages.ok,
        key,
        language: user.language,
      } satisfies LoginAnswer);
    },
  );

  app.post('/logout', { schema: { response: { 200: answers.ok } } }, async (request) => {
    const session = sessionOf(request);
    await revokeSession(db, session.id, clock());
    request.log.info({ event: 'sign_out', userId: session.userId }, 'signed out');
    return { code: ResultCode.ok, msg: apiMessages.ok };
  });

  // The shell asks on every navigation, so a key revoked elsewhere signs the page out at once.
  app.get('/session', { schema: { response: { 200: sessionAnswer } } }, async (request) => {
    const session = sessionOf(request);
    const user = await findUserById(db, session.userId);
    if (!user) throw new Error('The session outlived its user.');
    return {
      code: ResultCode.ok,
      msg: apiMessages.ok,
      email: user.email,
      language: user.language,
    } satisfies SessionAnswer;
  });

  // The language switch of a signed-in user: saved alone (the contact form needs every field).
  const languageSchema = { body: languageRequest, response: { 200: languageAnswer } };
  app.put('/language', { schema: languageSchema }, async (request) => {
    const { userId } = sessionOf(request);
    await setUserLanguage(db, userId, request.body.language);
    return { code: ResultCode.ok, msg: apiMessages.ok, language: request.body.language };
  });

  app.post(
    '/change-password',
    {
      schema: {
        body: changePasswordRequest,
        response: {
          200: answers.ok,
          403: answers.wrongPassword.describe('-1: the current password is not the user’s.'),
          429: answers.throttled,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { old_password: oldPassword, new_password: newPassword } = request.body;
      const { userId } = session;
      const user = await findUserById(db, userId);
      if (!user) throw new Error('The session outlived its user.');
      if (isWeakPassword(newPassword, user.email)) {
        return invalidAnswer(reply, { new_password: authMessages.passwordTooCommon });
      }
      // The user is loaded already (for the strength check): no second read through
      // checkUserPassword.
      const check = await checkPassword(
        passwordThrottles,
        { email: user.email, address: request.ip },
        user.passwordHash,
        oldPassword,
      );
      if (check.outcome === 'throttled') {
        request.log.warn({ event: 'change_password', outcome: 'throttled', userId }, 'throttled');
        return throttledAnswer(reply, check.retryAfterSeconds);
      }
      if (check.outcome === 'wrong') {
        request.log.warn(
          { event: 'change_password', outcome: 'failure', userId },
          'wrong password',
        );
        return reply
          .code(403)
          .send({ code: ResultCode.wrongPassword, msg: accountMessages.wrongCurrentPassword });
      }
      const now = clock();
      await setPasswordHash(db, userId, await hashPassword(newPassword), now);
      await revokeOtherSessions(db, userId, session.id, now);
      await recordSecurityEvent(db, userId, {
        kind: 'password_changed',
        at: now,
        userAgent: storedUserAgent(request.headers['user-agent']),
      });
      request.log.info(
        { event: 'change_password', outcome: 'success', userId },
        'password changed',
      );
      return { code: ResultCode.ok, msg: apiMessages.ok };
    },
  );
};
