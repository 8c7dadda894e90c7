import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CodeKind,
  gatePassword,
  type LoginAnswer,
  loginTotpRequest,
  ResultCode,
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
import { storedUserAgent } from '../auth/device';
import { sessionOf } from '../auth/guard';
import { checkUnderThrottles, type PasswordCheck } from '../auth/password-check';
import { recordSecurityEvent } from '../auth/security-events';
import { createSession } from '../auth/sessions';
import {
  createLoginChallenge,
  disableTwoStep,
  enableTwoStep,
  isTwoStepEnabled,
  spendChallenge,
  spendCode,
  startSetup,
  twoStepStatus,
  userOfChallenge,
} from '../auth/two-step';
import { findUserById } from '../auth/users';
import type { Db } from '../db/database';
import { answers } from '../http/common-answers';
import { apiMessages } from '../http/messages';
import { codeRefusedAnswer, invalidAnswer, userPasswordAccepted } from './answers';

/**
 * The answer to a right password when two-step sign-in is on (login, password reset): no session
 * yet, a challenge that POST /login/totp completes with a code.
 */
export async function totpRequiredAnswer(
  db: Db,
  userId: string,
  now: Date,
): Promise<TotpRequiredAnswer> {
  return {
    code: ResultCode.totpRequired,
    msg: twoStepMessages.codeAsked,
    totp_required: true,
    challenge: await createLoginChallenge(db, userId, now),
  };
}

/** Two-step sign-in (issue 17): its state, setting it up, turning it off, and the login's second step. */
export const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, cipher, passwordThrottles } = app;

  /**
   * Spends a code of the user under the password throttles, so wrong codes lock out like wrong
   * passwords; answers the check and which kind of code was spent.
   */
  async function checkCode(
    user: { id: string; email: string },
    address: string,
    code: string,
    now: Date,
  ): Promise<{ check: PasswordCheck; spent: CodeKind | null }> {
    let spent: CodeKind | null = null;
    const check = await checkUnderThrottles(
      passwordThrottles,
      { email: user.email, address },
      async () => {
        spent = await spendCode(db, cipher, user.id, code, now);
        return spent !== null;
      },
    );
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
  app.post('/totp/disable', { schema: disableSchema }, async (request, reply) => {
    const { userId } = sessionOf(request);
    const { password, code } = request.body;
    const gate = { event: 'two_step_disable', label: 'two-step disable' };
    if (!(await userPasswordAccepted(request, reply, password, gate))) return reply;
    if (!(await isTwoStepEnabled(db, userId))) {
      return invalidAnswer(reply, { code: twoStepMessages.notOn });
    }
    const user = await findUserById(db, userId);
    if (!user) throw new Error('The session outlived its user.');
    const now = clock();
    const { check: codeCheck } = await checkCode(user, request.ip, code, now);
    if (codeCheck.outcome !== 'ok') {
      const log = { event: 'two_step_disable', userId, status: 403 } as const;
      return codeRefusedAnswer(request, reply, codeCheck, log);
    }
    await disableTwoStep(db, userId);
    // The log says "turned off" whichever code did it ("recovery code used" reads as a sign-in).
    await recordSecurityEvent(db, userId, {
      kind: 'two_step_disabled',
      at: now,
      userAgent: storedUserAgent(request.headers['user-agent']),
    });
    request.log.info({ event: 'two_step_disable', outcome: 'success', userId }, 'two-step off');
    return { code: ResultCode.ok, msg: apiMessages.ok };
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
      const { check, spent } = await checkCode(user, request.ip, code, now);
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
