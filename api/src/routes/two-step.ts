import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CodeKind,
  gatePassword,
  type LoginAnswer,
  loginTotpRequest,
  ResultCode,
  recoveryCodesRequest,
  type SignInAgainAnswer,
  type TotpEnableAnswer,
  type TotpRequiredAnswer,
  type TotpSetupAnswer,
  type TotpStatusAnswer,
  totpDisableRequest,
  totpEnableRequest,
  twoStepMessages,
} from 'shared/contract';
import {
  loginAnswer,
  signInAgainAnswer,
  totpEnableAnswer,
  totpSetupAnswer,
  totpStatusAnswer,
} from 'shared/contract/answers';
import { z } from 'zod';
import { CODE_TRIES_WINDOW_MS } from '../auth/code-tries';
import { storedUserAgent } from '../auth/device';
import { sessionOf } from '../auth/guard';
import {
  type CodeCheck,
  checkSecondFactor,
  type PasswordThrottles,
  secondFactorPause,
} from '../auth/password-check';
import { hasSecurityEventSince, recordSecurityEvent } from '../auth/security-events';
import { createSession } from '../auth/sessions';
import {
  createLoginChallenge,
  disableTwoStep,
  enableTwoStep,
  isTwoStepEnabled,
  renewRecoveryCodes,
  spendChallenge,
  spendCode,
  startSetup,
  twoStepStatus,
  userOfChallenge,
} from '../auth/two-step';
import { findUserById, type User } from '../auth/users';
import type { Db } from '../db/database';
import { answers } from '../http/common-answers';
import { apiMessages } from '../http/messages';
import { twoStepLockedMail } from '../mail/two-step-locked-mail';
import { codeRefusedAnswer, invalidAnswer, throttledAnswer, userPasswordAccepted } from './answers';

/**
 * The answer to a right password when two-step sign-in is on (login, password reset): no session
 * yet, a challenge that POST /login/totp completes with a code; or -5 while wrong codes have the
 * account's codes paused, so signing in again does not buy more tries.
 */
export async function totpRequiredAnswer(
  reply: FastifyReply,
  app: { db: Db; passwordThrottles: PasswordThrottles },
  userId: string,
  now: Date,
): Promise<TotpRequiredAnswer | FastifyReply> {
  const pause = await secondFactorPause(app.passwordThrottles, userId);
  if (!pause.allowed) return throttledAnswer(reply, pause.retryAfterSeconds);
  return {
    code: ResultCode.totpRequired,
    msg: twoStepMessages.codeAsked,
    totp_required: true,
    challenge: await createLoginChallenge(app.db, userId, now),
  };
}

/**
 * When a wrong code uses an account's last try: the owner's sign-in history says so, and the
 * owner is mailed (after the answer, like the reset mail: a slow mail server must not hold the
 * request; a failure is logged for the operator). Once per 15 minutes: an attack that goes on
 * gets one more try each time an old one leaves the window, and must not flood the owner's inbox.
 */
async function codesPaused(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Pick<User, 'id' | 'email' | 'language'>,
  now: Date,
): Promise<void> {
  const toldSince = new Date(now.getTime() - CODE_TRIES_WINDOW_MS);
  if (await hasSecurityEventSince(app.db, user.id, 'two_step_locked', toldSince)) return;
  const userAgent = storedUserAgent(request.headers['user-agent']);
  await recordSecurityEvent(app.db, user.id, { kind: 'two_step_locked', at: now, userAgent });
  request.log.warn({ event: 'two_step_locked', userId: user.id }, 'two-step codes paused');
  const links = {
    resetPassword: `${app.publicUrl}/forgot-password`,
    accountPrivacy: `${app.publicUrl}/app/edit-personal-info/account`,
  };
  app.mailer.send(twoStepLockedMail(user.email, links, user.language)).catch((error: unknown) => {
    request.log.error({ event: 'mail_failed', userId: user.id, err: error }, 'lockout mail');
  });
}

/** Two-step sign-in (issue 17): its state, setting it up, turning it off, and the login's second step. */
export const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, cipher, passwordThrottles } = app;

  /**
   * Spends a code of the user (TOTP or recovery, wherever one is asked) under the account's code
   * limit; answers the check and which kind of code was spent. A used recovery code is a wrong code.
   */
  async function checkCode(
    request: FastifyRequest,
    user: Pick<User, 'id' | 'email' | 'language'>,
    code: string,
    now: Date,
  ): Promise<{ check: CodeCheck; spent: CodeKind | null }> {
    let spent: CodeKind | null = null;
    const check = await checkSecondFactor(
      passwordThrottles,
      { userId: user.id, email: user.email, address: request.ip },
      async () => {
        spent = await spendCode(db, cipher, user.id, code, now);
        return spent !== null;
      },
    );
    if (check.outcome === 'wrong' && check.limitReached) await codesPaused(app, request, user, now);
    return { check, spent };
  }

  app.get('/totp', { schema: { response: { 200: totpStatusAnswer } } }, async (request) => {
    const { userId } = sessionOf(request);
    const status = await twoStepStatus(db, userId);
    return {
      code: ResultCode.ok,
      msg: apiMessages.ok,
      enabled: status.enabled,
      recovery_codes_left: status.recoveryCodesLeft,
    } satisfies TotpStatusAnswer;
  });

  const setupSchema = {
    body: gatePassword,
    response: { 200: totpSetupAnswer, 403: answers.wrongPassword, 429: answers.throttled },
  };
  app.post('/totp/setup', { schema: setupSchema }, async (request, reply) => {
    const { userId } = sessionOf(request);
    const gate = { event: 'two_step_setup', label: 'two-step setup' };
    if (!(await userPasswordAccepted(request, reply, request.body, gate))) return reply;
    if (await isTwoStepEnabled(db, userId)) {
      return invalidAnswer(reply, { body: twoStepMessages.alreadyOn });
    }
    const user = await findUserById(db, userId);
    if (!user) throw new Error('The session outlived its user.');
    const setup = await startSetup(db, cipher, user);
    request.log.info({ event: 'two_step_setup', userId }, 'two-step setup started');
    return {
      code: ResultCode.ok,
      msg: apiMessages.ok,
      secret: setup.secret,
      uri: setup.uri,
      qr_svg: setup.qrSvg,
    } satisfies TotpSetupAnswer;
  });

  const wrongCode = answers.wrongPassword.describe('-1: the code is not right.');
  const enableSchema = {
    body: totpEnableRequest,
    response: { 200: totpEnableAnswer, 403: wrongCode },
  };
  app.post('/totp/enable', { schema: enableSchema }, async (request, reply) => {
    const { userId } = sessionOf(request);
    const now = clock();
    const outcome = await enableTwoStep(db, cipher, userId, request.body.code, now);
    if (outcome === 'no setup') {
      return invalidAnswer(reply, { code: twoStepMessages.setupNotStarted });
    }
    if (outcome === 'wrong') {
      const log = { event: 'two_step_enable', userId, status: 403 } as const;
      return codeRefusedAnswer(request, reply, { outcome: 'wrong' }, log);
    }
    await recordSecurityEvent(db, userId, {
      kind: 'two_step_enabled',
      at: now,
      userAgent: storedUserAgent(request.headers['user-agent']),
    });
    request.log.info({ event: 'two_step_enable', outcome: 'success', userId }, 'two-step on');
    return {
      code: ResultCode.ok,
      msg: apiMessages.ok,
      recovery_codes: outcome.recoveryCodes,
    } satisfies TotpEnableAnswer;
  });

  const disableSchema = {
    body: totpDisableRequest,
    response: {
      200: answers.ok,
      403: answers.wrongPassword.describe('-1: the password or the code is not right.'),
      429: answers.throttled,
    },
  };
  /**
   * What turning two-step sign-in off and getting new recovery codes both ask: the password (a
   * stolen session alone does neither), two-step sign-in on, and a right code. Answers the user
   * and the time, or null once the refusal is sent.
   */
  async function passwordAndCodeAccepted(
    request: FastifyRequest,
    reply: FastifyReply,
    { password, code }: { password: string; code: string },
    log: { event: string; label: string },
  ): Promise<{ user: User; now: Date } | null> {
    const { userId } = sessionOf(request);
    if (!(await userPasswordAccepted(request, reply, password, log))) return null;
    if (!(await isTwoStepEnabled(db, userId))) {
      invalidAnswer(reply, { code: twoStepMessages.notOn });
      return null;
    }
    const user = await findUserById(db, userId);
    if (!user) throw new Error('The session outlived its user.');
    const now = clock();
    const { check } = await checkCode(request, user, code, now);
    if (check.outcome !== 'ok') {
      codeRefusedAnswer(request, reply, check, { event: log.event, userId, status: 403 });
      return null;
    }
    return { user, now };
  }

  app.post('/totp/disable', { schema: disableSchema }, async (request, reply) => {
    const accepted = await passwordAndCodeAccepted(request, reply, request.body, {
      event: 'two_step_disable',
      label: 'two-step disable',
    });
    if (!accepted) return reply;
    const { user, now } = accepted;
    await disableTwoStep(db, user.id);
    // The log says "turned off" whichever code did it ("recovery code used" reads as a sign-in).
    await recordSecurityEvent(db, user.id, {
      kind: 'two_step_disabled',
      at: now,
      userAgent: storedUserAgent(request.headers['user-agent']),
    });
    request.log.info(
      { event: 'two_step_disable', outcome: 'success', userId: user.id },
      'two-step off',
    );
    return { code: ResultCode.ok, msg: apiMessages.ok };
  });

  const recoveryCodesSchema = {
    body: recoveryCodesRequest,
    response: {
      200: totpEnableAnswer,
      403: answers.wrongPassword.describe('-1: the password or the code is not right.'),
      429: answers.throttled,
    },
  };
  app.post('/totp/recovery-codes', { schema: recoveryCodesSchema }, async (request, reply) => {
    const accepted = await passwordAndCodeAccepted(request, reply, request.body, {
      event: 'recovery_codes_renew',
      label: 'recovery codes',
    });
    if (!accepted) return reply;
    const { user, now } = accepted;
    const renewed = await renewRecoveryCodes(db, user.id);
    if (!renewed) return invalidAnswer(reply, { code: twoStepMessages.notOn });
    await recordSecurityEvent(db, user.id, {
      kind: 'recovery_codes_renewed',
      at: now,
      userAgent: storedUserAgent(request.headers['user-agent']),
    });
    request.log.info(
      { event: 'recovery_codes_renew', outcome: 'success', userId: user.id },
      'new codes',
    );
    return {
      code: ResultCode.ok,
      msg: apiMessages.ok,
      recovery_codes: renewed,
    } satisfies TotpEnableAnswer;
  });

  app.post(
    '/login/totp',
    {
      schema: {
        body: loginTotpRequest,
        response: {
          200: loginAnswer,
          401: z
            .union([answers.wrongPassword, signInAgainAnswer])
            .describe(
              '-1: the code is not right; with `sign_in_again`, the challenge expired or was used.',
            ),
          429: answers.throttled,
        },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const now = clock();
      const signInAgain = () =>
        reply.code(401).send({
          code: ResultCode.wrongPassword,
          msg: twoStepMessages.signInAgain,
          sign_in_again: true,
        } satisfies SignInAgainAnswer);
      const userId = await userOfChallenge(db, challenge, now);
      const user = userId ? await findUserById(db, userId) : null;
      if (!user) {
        request.log.warn({ event: 'sign_in_code', outcome: 'no challenge' }, 'sign in again');
        return signInAgain();
      }
      const userAgent = storedUserAgent(request.headers['user-agent']);
      const { check, spent } = await checkCode(request, user, code, now);
      if (check.outcome !== 'ok') {
        // On the account's own log, like a wrong password (a throttled try was not checked).
        if (check.outcome === 'wrong') {
          await recordSecurityEvent(db, user.id, { kind: 'sign_in_failed', at: now, userAgent });
        }
        const log = { event: 'sign_in_code', userId: user.id, status: 401 } as const;
        return codeRefusedAnswer(request, reply, check, log);
      }
      if (!(await spendChallenge(db, challenge, now))) return signInAgain();
      const key = await createSession(db, user.id, now, userAgent);
      if (spent === 'recovery') {
        await recordSecurityEvent(db, user.id, { kind: 'recovery_code_used', at: now, userAgent });
      }
      await recordSecurityEvent(db, user.id, { kind: 'sign_in', at: now, userAgent });
      request.log.info(
        { event: 'sign_in', outcome: 'success', userId: user.id, secondStep: spent },
        'signed in',
      );
      return {
        code: ResultCode.ok,
        msg: apiMessages.ok,
        key,
        language: user.language,
      } satisfies LoginAnswer;
    },
  );
};
