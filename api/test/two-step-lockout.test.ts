import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { GOOD_PASSWORD, login, post, registerUser } from './support/auth';
import { startMailServer, type TestMailServer } from './support/mail';

/**
 * Wrong two-step codes are limited per account (five in 15 minutes), across
 * challenges, places a code is asked, client addresses and API processes; the owner is told.
 */

const STEP_MS = 30_000;
const WINDOW_MS = 15 * 60_000;
const WRONG_CODE = {
  code: -1,
  msg: 'This code is not right or was already used. Please try again.',
};
const PUBLIC_URL = 'https://app.example.ca';

function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/** A six-digit code that no step near `at` accepts (the server takes one step either side). */
function wrongCodeAt(secret: string, at: Date): string {
  const near = [-1, 0, 1].map((step) => codeAt(secret, new Date(at.getTime() + step * STEP_MS)));
  return ['123456', '654321', '111111', '999999'].find((code) => !near.includes(code)) ?? '000000';
}

type TwoStepUser = Awaited<ReturnType<typeof registerUser>> & {
  secret: string;
  recoveryCodes: string[];
};

/** Turns two-step sign-in on for a new user of `t` (its clock a step later afterwards). */
async function userWithTwoStep(t: TestApp, language?: 'fr'): Promise<TwoStepUser> {
  const user = await registerUser(t.app);
  if (language) {
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/language',
      payload: { language },
      headers: { 'x-api-key': user.key },
    });
    expect(chosen.statusCode).toBe(200);
  }
  // The setup's body is the password as a JSON string.
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/v1/totp/setup',
    payload: JSON.stringify(user.password),
    headers: { 'x-api-key': user.key, 'content-type': 'application/json' },
  });
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await post(
    t.app,
    '/api/v1/totp/enable',
    { code: codeAt(secret, t.clock.now()) },
    user.key,
  );
  const { recovery_codes: recoveryCodes } = enabled.json<{ recovery_codes: string[] }>();
  expect(recoveryCodes).toHaveLength(10);
  t.clock.advance(STEP_MS);
  return { ...user, secret, recoveryCodes };
}

describe('wrong two-step codes, per account', () => {
  let t: TestApp;
  let mail: TestMailServer;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({ config: { smtpUrl: mail.url, publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** The next mail to `address` (other tests' mails arrive too), within 5 s. */
  const taken = new Set<object>();
  async function nextMailTo(address: string) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = mail.received.find(
        (message) =>
          !taken.has(message) &&
          message.to &&
          'value' in message.to &&
          message.to.value.some((to) => to.address === address),
      );
      if (found) {
        taken.add(found);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`No mail to ${address} within 5 s.`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const mailsTo = (address: string) =>
    mail.received.filter(
      (message) =>
        message.to &&
        'value' in message.to &&
        message.to.value.some((to) => to.address === address),
    ).length;

  const loginTotp = (challenge: string, code: string, app = t.app) =>
    post(app, '/api/v1/login/totp', { challenge, code });
  const status = async (key: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/totp', headers: { 'x-api-key': key } })
    ).json<{ enabled: boolean; recovery_codes_left: number }>();

  /** A password sign-in: the challenge, or the whole answer when no challenge was given. */
  async function signInWithPassword(email: string, app = t.app) {
    const answer = await login(app, email, GOOD_PASSWORD);
    const body = answer.json<{ code: number; challenge?: string }>();
    return { answer, challenge: body.code === 2 ? body.challenge : undefined };
  }

  async function eventKinds(key: string): Promise<string[]> {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/security-events',
      headers: { 'x-api-key': key },
    });
    return answer.json<{ kind: string }[]>().map((event) => event.kind);
  }

  function expectPaused(answer: LightMyRequestResponse) {
    expect(answer.statusCode).toBe(429);
    const body = answer.json<{ code: number; retry_after: number }>();
    expect(body.code).toBe(-5);
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(answer.headers['retry-after']).toBe(String(body.retry_after));
  }

  it('stops the 30-challenge attack at the fifth wrong code, then signs in after the window', async () => {
    const victim = await userWithTwoStep(t);
    const answers: number[] = [];
    for (let round = 1; round <= 30; round += 1) {
      const { answer, challenge } = await signInWithPassword(victim.email);
      if (!challenge) {
        // No new challenge while paused: the password alone buys no more tries.
        expectPaused(answer);
        answers.push(answer.json<{ code: number }>().code);
        continue;
      }
      const tried = await loginTotp(challenge, wrongCodeAt(victim.secret, t.clock.now()));
      answers.push(tried.json<{ code: number }>().code);
      t.clock.advance(1000);
    }
    expect(answers.slice(0, 5)).toEqual([-1, -1, -1, -1, -1]);
    expect(answers.slice(5)).toEqual(Array(25).fill(-5));

    // Even the right code waits: the count is the account's, not the code's.
    const { challenge: none, answer: stillPaused } = await signInWithPassword(victim.email);
    expect(none).toBeUndefined();
    expectPaused(stillPaused);

    t.clock.advance(WINDOW_MS);
    const { challenge } = await signInWithPassword(victim.email);
    if (!challenge) throw new Error('a challenge is given again after the window');
    const signedIn = await loginTotp(challenge, codeAt(victim.secret, t.clock.now()));
    expect(signedIn.json()).toMatchObject({ code: 0 });
  });

  /** A password sign-in, then a wrong code: the code's answer, or the sign-in's when it gave none. */
  async function tryWrongCode(email: string, secret: string): Promise<number> {
    const { answer, challenge } = await signInWithPassword(email);
    if (!challenge) return answer.json<{ code: number }>().code;
    return (await loginTotp(challenge, wrongCodeAt(secret, t.clock.now()))).json<{ code: number }>()
      .code;
  }

  it('lets no more than five codes through in any 15 minutes, across a window’s edge', async () => {
    const user = await userWithTwoStep(t);
    const minute = 60_000;
    expect(await tryWrongCode(user.email, user.secret)).toBe(-1);
    t.clock.advance(14 * minute);
    for (let tries = 1; tries <= 4; tries += 1) {
      expect(await tryWrongCode(user.email, user.secret)).toBe(-1);
    }
    const paused = await signInWithPassword(user.email);
    expectPaused(paused.answer);
    // Until the first try is 15 minutes old: a minute, not a new window of 15.
    expect(paused.answer.json<{ retry_after: number }>().retry_after).toBe(60);

    // The first try leaves: room for one, not for five.
    t.clock.advance(minute + 1000);
    expect(await tryWrongCode(user.email, user.secret)).toBe(-1);
    const again = await signInWithPassword(user.email);
    expectPaused(again.answer);
    expect(again.answer.json<{ retry_after: number }>().retry_after).toBe(14 * 60 - 1);
  });

  it('holds the limit for ten codes sent at once', async () => {
    const user = await userWithTwoStep(t);
    const challenges: string[] = [];
    for (let round = 1; round <= 10; round += 1) {
      const { challenge } = await signInWithPassword(user.email);
      if (!challenge) throw new Error('challenge expected before any code');
      challenges.push(challenge);
    }
    const wrong = wrongCodeAt(user.secret, t.clock.now());
    const answers = await Promise.all(challenges.map((challenge) => loginTotp(challenge, wrong)));
    const codes = answers.map((answer) => answer.json<{ code: number }>().code);
    expect(codes.filter((code) => code === -1)).toHaveLength(5);
    expect(codes.filter((code) => code === -5)).toHaveLength(5);
    t.clock.advance(WINDOW_MS);
  });

  it('never lets six codes into 15 minutes, whatever the pace of the tries', async () => {
    const user = await userWithTwoStep(t);
    // A fixed pseudo-random pace, from a few seconds to four minutes between tries.
    let seed = 7;
    const nextGapMs = () => {
      seed = (seed * 48271) % 2147483647;
      return 5000 + (seed % 240) * 1000;
    };
    const triedAt: number[] = [];
    for (let round = 1; round <= 40; round += 1) {
      const code = await tryWrongCode(user.email, user.secret);
      if (code === -1) triedAt.push(t.clock.now().getTime());
      else expect(code).toBe(-5);
      t.clock.advance(nextGapMs());
    }
    for (const start of triedAt) {
      const within = triedAt.filter((at) => at >= start && at < start + WINDOW_MS);
      expect(within.length).toBeLessThanOrEqual(5);
    }
    // The attacker was slowed, not stopped for good: tries went on as old ones left the window.
    expect(triedAt.length).toBeGreaterThan(5);
    t.clock.advance(WINDOW_MS);
  });

  it('answers -5 to a code on a challenge given before the pause', async () => {
    const victim = await userWithTwoStep(t);
    const { challenge: early } = await signInWithPassword(victim.email);
    if (!early) throw new Error('challenge expected');
    for (let tries = 1; tries <= 5; tries += 1) {
      const { challenge } = await signInWithPassword(victim.email);
      if (!challenge) throw new Error('challenge expected before the fifth wrong code');
      expect(
        (await loginTotp(challenge, wrongCodeAt(victim.secret, t.clock.now()))).json(),
      ).toEqual(WRONG_CODE);
    }
    expectPaused(await loginTotp(early, codeAt(victim.secret, t.clock.now())));
    expectPaused(await loginTotp(early, victim.recoveryCodes[0] ?? ''));
    t.clock.advance(WINDOW_MS);
  });

  it('starts the count again after a right code', async () => {
    const user = await userWithTwoStep(t);
    const tryWrong = async (times: number) => {
      for (let tries = 1; tries <= times; tries += 1) {
        const { challenge } = await signInWithPassword(user.email);
        if (!challenge) throw new Error('challenge expected');
        expect(
          (await loginTotp(challenge, wrongCodeAt(user.secret, t.clock.now()))).json(),
        ).toEqual(WRONG_CODE);
      }
    };
    await tryWrong(4);
    const { challenge } = await signInWithPassword(user.email);
    if (!challenge) throw new Error('challenge expected');
    expect((await loginTotp(challenge, codeAt(user.secret, t.clock.now()))).json()).toMatchObject({
      code: 0,
    });
    t.clock.advance(STEP_MS);
    await tryWrong(5);
    const { answer } = await signInWithPassword(user.email);
    expectPaused(answer);
    t.clock.advance(WINDOW_MS);
  });

  it('answers a used or wrong recovery code as a wrong code, and counts it', async () => {
    const user = await userWithTwoStep(t);
    const [first, second] = user.recoveryCodes;
    if (!first || !second) throw new Error('recovery codes expected');
    const attempt = async (code: string) => {
      const { challenge } = await signInWithPassword(user.email);
      if (!challenge) throw new Error('challenge expected');
      return loginTotp(challenge, code);
    };
    expect((await attempt(first)).json()).toMatchObject({ code: 0 });
    const used = await attempt(first);
    const wrongRecovery = await attempt('abcd-efgh-ijkl-mnop');
    const wrongTotp = await attempt(wrongCodeAt(user.secret, t.clock.now()));
    expect(used.statusCode).toBe(401);
    expect(used.json()).toEqual(WRONG_CODE);
    expect(wrongRecovery.statusCode).toBe(used.statusCode);
    expect(wrongRecovery.json()).toEqual(used.json());
    expect(wrongTotp.json()).toEqual(used.json());
    expect((await attempt(first)).json()).toEqual(WRONG_CODE);
    expect((await attempt(first)).json()).toEqual(WRONG_CODE);
    // Five wrong: an unused recovery code is paused too, and is still unused after the window.
    expectPaused((await signInWithPassword(user.email)).answer);
    t.clock.advance(WINDOW_MS);
    expect((await attempt(second)).json()).toMatchObject({ code: 0 });
    expect((await status(user.key)).recovery_codes_left).toBe(8);
  });

  it('counts the codes asked to turn two-step off and for new recovery codes with the sign-in’s', async () => {
    const user = await userWithTwoStep(t);
    const disable = (code: string) =>
      post(t.app, '/api/v1/totp/disable', { password: GOOD_PASSWORD, code }, user.key);
    const renew = (code: string) =>
      post(t.app, '/api/v1/totp/recovery-codes', { password: GOOD_PASSWORD, code }, user.key);
    const wrong = () => wrongCodeAt(user.secret, t.clock.now());

    const { challenge } = await signInWithPassword(user.email);
    if (!challenge) throw new Error('challenge expected');
    expect((await loginTotp(challenge, wrong())).json()).toEqual(WRONG_CODE);
    expect((await loginTotp(challenge, wrong())).json()).toEqual(WRONG_CODE);
    const refusedOff = await disable(wrong());
    expect(refusedOff.statusCode).toBe(403);
    expect(refusedOff.json()).toEqual(WRONG_CODE);
    expect((await renew(wrong())).json()).toEqual(WRONG_CODE);
    // A recovery code one character off (never the code itself).
    const real = user.recoveryCodes[9] ?? '';
    const oneOff = `${real.slice(0, -1)}${real.endsWith('a') ? 'b' : 'a'}`;
    expect((await renew(oneOff)).json()).toEqual(WRONG_CODE);

    expectPaused(await disable(codeAt(user.secret, t.clock.now())));
    expectPaused(await renew(codeAt(user.secret, t.clock.now())));
    expect(await status(user.key)).toEqual(
      expect.objectContaining({ enabled: true, recovery_codes_left: 10 }),
    );
    t.clock.advance(WINDOW_MS);
    const off = await disable(codeAt(user.secret, t.clock.now()));
    expect(off.json()).toEqual({ code: 0, msg: 'OK' });
  });

  it('mails the owner once per window, in their language, and records it in the history', async () => {
    const user = await userWithTwoStep(t, 'fr');
    const tryWrong = async (times: number) => {
      for (let tries = 1; tries <= times; tries += 1) {
        const { challenge, answer } = await signInWithPassword(user.email);
        if (challenge) await loginTotp(challenge, wrongCodeAt(user.secret, t.clock.now()));
        else expectPaused(answer);
      }
    };
    await tryWrong(5);
    const message = await nextMailTo(user.email);
    expect(message.to).toMatchObject({ value: [{ address: user.email }] });
    expect(message.subject).toBe(
      'Quelqu’un a tenté de se connecter à votre compte Credit Repair Canada',
    );
    expect(message.text).toContain('avec votre mot de passe');
    expect(message.text).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(message.text).toContain(`${PUBLIC_URL}/app/edit-personal-info/account`);
    expect(message.html).toContain('lang="fr-CA"');
    expect(message.html).toContain(`href="${PUBLIC_URL}/forgot-password"`);

    // More tries in the same window: no second mail.
    await tryWrong(10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(user.email)).toBe(1);
    expect((await eventKinds(user.key)).filter((kind) => kind === 'two_step_locked')).toHaveLength(
      1,
    );

    // The next window reached again: told again.
    t.clock.advance(WINDOW_MS);
    await tryWrong(5);
    const again = await nextMailTo(user.email);
    expect(again.subject).toBe(message.subject);
    expect((await eventKinds(user.key)).filter((kind) => kind === 'two_step_locked')).toHaveLength(
      2,
    );
    t.clock.advance(WINDOW_MS);
  });

  it('mails the owner at most once in 15 minutes while an attack goes on', async () => {
    const user = await userWithTwoStep(t);
    const minute = 60_000;
    for (let tries = 1; tries <= 5; tries += 1) {
      expect(await tryWrongCode(user.email, user.secret)).toBe(-1);
      if (tries < 5) t.clock.advance(minute);
    }
    await nextMailTo(user.email);
    // From 15 minutes after the first try, one try leaves each minute, and the attacker's next
    // try fills the limit again: four times within 15 minutes of the mail, which is not sent again.
    t.clock.advance(11 * minute + 1000);
    for (let tries = 1; tries <= 4; tries += 1) {
      expect(await tryWrongCode(user.email, user.secret)).toBe(-1);
      expectPaused((await signInWithPassword(user.email)).answer);
      t.clock.advance(minute);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(user.email)).toBe(1);
    // Past 15 minutes after the mail, the limit reached again is told again.
    expect(await tryWrongCode(user.email, user.secret)).toBe(-1);
    await nextMailTo(user.email);
    expect((await eventKinds(user.key)).filter((kind) => kind === 'two_step_locked')).toHaveLength(
      2,
    );
    t.clock.advance(WINDOW_MS);
  });

  it('mails an English account in English', async () => {
    const user = await userWithTwoStep(t);
    const { challenge } = await signInWithPassword(user.email);
    if (!challenge) throw new Error('challenge expected');
    for (let tries = 1; tries <= 5; tries += 1) {
      await loginTotp(challenge, wrongCodeAt(user.secret, t.clock.now()));
    }
    const message = await nextMailTo(user.email);
    expect(message.subject).toBe('Someone tried to sign in to your Credit Repair Canada account');
    expect(message.text).toContain('change your password now');
    expect(message.text).not.toContain(user.secret);
    t.clock.advance(WINDOW_MS);
  });

  it('keeps one count across client addresses and across two API processes on one database', async () => {
    const user = await userWithTwoStep(t);
    const other = await createTestApp({
      database: t.database.openAnotherConnection(),
      dataKey: t.dataKey,
      config: { smtpUrl: mail.url, publicUrl: PUBLIC_URL },
    });
    other.clock.advance(t.clock.now().getTime() - other.clock.now().getTime());
    try {
      const tryFrom = async (app: TestApp, address: string) => {
        const started = await app.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { username: user.email, password: GOOD_PASSWORD },
          remoteAddress: address,
        });
        const { challenge } = started.json<{ challenge?: string }>();
        if (!challenge) return started;
        return app.app.inject({
          method: 'POST',
          url: '/api/v1/login/totp',
          payload: { challenge, code: wrongCodeAt(user.secret, app.clock.now()) },
          remoteAddress: address,
        });
      };
      const codes: number[] = [];
      for (const [app, address] of [
        [t, '198.51.100.1'],
        [other, '198.51.100.2'],
        [t, '203.0.113.7'],
        [other, '203.0.113.8'],
        [t, '192.0.2.9'],
      ] as const) {
        codes.push((await tryFrom(app, address)).json<{ code: number }>().code);
      }
      expect(codes).toEqual([-1, -1, -1, -1, -1]);
      expectPaused(await tryFrom(other, '192.0.2.10'));
      expectPaused(await tryFrom(t, '192.0.2.11'));
    } finally {
      await other.close();
      await other.database.dispose();
    }
    t.clock.advance(WINDOW_MS);
  });

  it('gives new recovery codes for the password and a code; the old ones stop working', async () => {
    const user = await userWithTwoStep(t);
    const renew = (body: object) => post(t.app, '/api/v1/totp/recovery-codes', body, user.key);
    const [old] = user.recoveryCodes;
    if (!old) throw new Error('recovery code expected');

    expect((await renew({ password: GOOD_PASSWORD })).json()).toMatchObject({ code: -2 });
    const wrongPassword = await renew({
      password: 'Not-My-Password-99',
      code: codeAt(user.secret, t.clock.now()),
    });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toMatchObject({ code: -1 });

    const renewed = await renew({ password: GOOD_PASSWORD, code: old });
    expect(renewed.statusCode).toBe(200);
    const { recovery_codes: fresh } = renewed.json<{ code: number; recovery_codes: string[] }>();
    expect(renewed.json()).toMatchObject({ code: 0 });
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(user.recoveryCodes[1]);
    expect(await status(user.key)).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(await eventKinds(user.key)).toContain('recovery_codes_renewed');

    const { challenge } = await signInWithPassword(user.email);
    if (!challenge) throw new Error('challenge expected');
    expect((await loginTotp(challenge, user.recoveryCodes[1] ?? '')).json()).toEqual(WRONG_CODE);
    expect((await loginTotp(challenge, fresh[0] ?? '')).json()).toMatchObject({ code: 0 });

    // With two-step sign-in off there is nothing to renew.
    t.clock.advance(STEP_MS);
    await post(
      t.app,
      '/api/v1/totp/disable',
      { password: GOOD_PASSWORD, code: codeAt(user.secret, t.clock.now()) },
      user.key,
    );
    const off = await renew({ password: GOOD_PASSWORD, code: '123456' });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ code: -2, errors: { code: expect.any(String) } });
  });
});

describe('the address ceiling bounds an aimed lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginIpMaxFailures: 6 } });
  });
  afterAll(() => t.close());

  it('refuses codes from an address past its ceiling, for every account, and not elsewhere', async () => {
    const accounts = [await userWithTwoStep(t), await userWithTwoStep(t)];
    const tryCode = async (email: string, secret: string, address: string, right = false) => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: email, password: GOOD_PASSWORD },
        remoteAddress: address,
      });
      const { challenge } = started.json<{ challenge?: string }>();
      if (!challenge) return started;
      const code = right ? codeAt(secret, t.clock.now()) : wrongCodeAt(secret, t.clock.now());
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/login/totp',
        payload: { challenge, code },
        remoteAddress: address,
      });
    };
    const [first, second] = accounts;
    if (!first || !second) throw new Error('two accounts expected');
    const attacker = '198.51.100.66';
    // Five wrong codes for the first account, one for the second: the address's sixth failure.
    for (let tries = 1; tries <= 5; tries += 1) {
      expect((await tryCode(first.email, first.secret, attacker)).json()).toMatchObject({
        code: -1,
      });
    }
    expect((await tryCode(second.email, second.secret, attacker)).json()).toMatchObject({
      code: -1,
    });
    // That address can try no more codes for anyone; the second account's owner, elsewhere, signs in.
    expect((await tryCode(second.email, second.secret, attacker)).json()).toMatchObject({
      code: -5,
    });
    const owner = await tryCode(second.email, second.secret, '203.0.113.20', true);
    expect(owner.json()).toMatchObject({ code: 0 });
  });
});
