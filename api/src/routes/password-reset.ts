import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  authMessages,
  type LoginAnswer,
  passwordResetConfirm,
  passwordResetRequest,
  ResultCode,
} from 'shared/contract';
import { storedUserAgent } from '../auth/device';
import { createResetToken, resetPassword, userOfResetToken } from '../auth/password-reset';
import { isWeakPassword } from '../auth/password-strength';
import { hashPassword } from '../auth/passwords';
import { recordSecurityEvent } from '../auth/security-events';
import { createSession } from '../auth/sessions';
import { createThrottle } from '../auth/throttle';
import { isTwoStepEnabled } from '../auth/two-step';
import { findUserByEmail, findUserById, normalizeEmail } from '../auth/users';
import { answers } from '../http/common-answers';
import { apiMessages } from '../http/messages';
import { passwordResetMail } from '../mail/password-reset-mail';
import { invalidAnswer, throttledAnswer } from './answers';
import { signedIn } from './auth';
import { totpRequiredAnswer } from './two-step';

/** Reset emails asked for one address within an hour, whether or not an account uses it. */
const REQUESTS_PER_EMAIL = 5;
/** The counter of reset emails per address asked for. */
export const RESET_EMAIL_SCOPE = 'reset-email';

/** Password reset by email (issue 17): ask for a link, then set a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, publicUrl } = app;
  const perEmail = createThrottle(
    db,
    { scope: RESET_EMAIL_SCOPE, limit: REQUESTS_PER_EMAIL, windowMs: 60 * 60_000 },
    clock,
  );

  app.post(
    '/password-reset/request',
    {
      schema: {
        body: passwordResetRequest,
        response: {
          200: answers.ok.describe('0: a link is sent if an account has this email address.'),
          429: answers.throttled,
        },
      },
      config: { public: true, rateLimit: 'reset' },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const verdict = await perEmail.attempt(email);
      if (!verdict.allowed) return throttledAnswer(reply, verdict.retryAfterSeconds);
      const user = await findUserByEmail(db, email);
      request.log.info(
        { event: 'password_reset_requested', userId: user?.id ?? null },
        'password reset asked for',
      );
      if (user) {
        const token = await createResetToken(db, user.id, clock());
        const link = `${publicUrl}/reset-password#token=${token}`;
        // Sent after the answer: how long a mail server takes must not tell whether the
        // address has an account. A failure is logged for the operator (without the address).
        mailer.send(passwordResetMail(user.email, link, user.language)).catch((error: unknown) => {
          request.log.error({ event: 'mail_failed', userId: user.id, err: error }, 'reset mail');
        });
      }
      return { code: ResultCode.ok, msg: accountMessages.resetLinkSent };
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: { body: passwordResetConfirm, response: { 200: signedIn } },
      config: { public: true, rateLimit: 'reset' },
    },
    async (request, reply) => {
      const { token, new_password: newPassword } = request.body;
      const userId = await userOfResetToken(db, token, clock());
      const user = userId ? await findUserById(db, userId) : null;
      if (!user) return invalidAnswer(reply, { token: accountMessages.resetLinkInvalid });
      if (isWeakPassword(newPassword, user.email)) {
        return invalidAnswer(reply, { new_password: authMessages.passwordTooCommon });
      }
      const passwordHash = await hashPassword(newPassword);
      // The clock is read after hashing (about 15 ms): the token must still be good then.
      const now = clock();
      if (!(await resetPassword(db, token, passwordHash, now))) {
        return invalidAnswer(reply, { token: accountMessages.resetLinkInvalid });
      }
      const userAgent = storedUserAgent(request.headers['user-agent']);
      await recordSecurityEvent(db, user.id, { kind: 'password_reset', at: now, userAgent });
      // The link proves the mailbox, not the second factor: the code is still asked.
      if (await isTwoStepEnabled(db, user.id)) {
        request.log.info(
          { event: 'password_reset', userId: user.id },
          'password reset, code asked',
        );
        return totpRequiredAnswer(reply, app, user.id, now);
      }
      const key = await createSession(db, user.id, now, userAgent);
      request.log.info({ event: 'password_reset', userId: user.id }, 'password reset');
      return {
        code: ResultCode.ok,
        msg: apiMessages.ok,
        key,
        language: user.language,
      } satisfies LoginAnswer;
    },
  );
};
