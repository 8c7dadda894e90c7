import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResetToken } from '../src/auth/password-reset';
import { totpSecrets, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { GOOD_PASSWORD, login, post, registerUser } from './support/auth';

const STEP_MS = 30_000;
const WRONG_CODE = 'This code is not right or was already used. Please try again.';
const SIGN_IN_AGAIN = 'Your sign-in took too long or has already ended. Please sign in again.';

interface Setup {
  code: number;
  secret: string;
  uri: string;
  qr_svg: string;
}

/** The code an authenticator app holding `secret` shows at `at`, as a user would read it. */
function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

describe('two-step sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, key: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
  const setup = (key: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/totp/setup',
      payload: JSON.stringify(password),
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
    });
  const loginTotp = (challenge: string, code: string) =>
    post(t.app, '/api/v1/login/totp', { challenge, code });
  const nextStep = () => t.clock.advance(STEP_MS);

  /** A new account with two-step sign-in on: its secret and recovery codes. */
  async function userWithTwoStep() {
    const user = await registerUser(t.app);
    const started = await setup(user.key, user.password);
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<Setup>();
    const enabled = await post(
      t.app,
      '/api/v1/totp/enable',
      { code: codeAt(secret, t.clock.now()) },
      user.key,
    );
    expect(enabled.json()).toMatchObject({ code: 0 });
    const recoveryCodes = enabled.json<{ recovery_codes: string[] }>().recovery_codes;
    // The code that turned it on is spent: the next sign-in needs the next one.
    nextStep();
    return { ...user, secret, recoveryCodes };
  }

  async function challengeFor(email: string, password = GOOD_PASSWORD): Promise<string> {
    const answer = await login(t.app, email, password);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ code: number; totp_required: boolean; challenge: string }>();
    expect(body).toMatchObject({ code: 2, totp_required: true });
    expect(body).not.toHaveProperty('key');
    return body.challenge;
  }

  async function eventKinds(key: string): Promise<string[]> {
    const answer = await get('/api/v1/security-events', key);
    return answer.json<{ kind: string }[]>().map((event) => event.kind);
  }

  it('answers -1 to a setup with a wrong password, and -5 from the sixth wrong try', async () => {
    const { key } = await registerUser(t.app);
    const refused = await setup(key, 'Not-My-Password-99');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: -1 });
    for (let tries = 2; tries <= 5; tries += 1) await setup(key, 'Not-My-Password-99');
    const throttled = await setup(key, GOOD_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: -5 });
    t.clock.advance(15 * 60_000);
  });

  it('gives a secret, its otpauth URI and a QR code drawn on the server', async () => {
    const { key, email } = await registerUser(t.app);
    const answer = await setup(key, GOOD_PASSWORD);
    const body = answer.json<Setup>();
    expect(body.code).toBe(0);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(body.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(`${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      `totp/Credit Repair Canada:${email}`,
    );
    expect(uri.searchParams.get('secret')).toBe(body.secret);
    expect(uri.searchParams.get('issuer')).toBe('Credit Repair Canada');
    expect(body.qr_svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Not on yet: signing in still needs the password only.
    expect((await get('/api/v1/totp', key)).json()).toMatchObject({
      enabled: false,
      recovery_codes_left: 0,
    });
  });

  it('refuses to turn on with a wrong code, then turns on with the right one', async () => {
    const { key } = await registerUser(t.app);
    const { secret } = (await setup(key, GOOD_PASSWORD)).json<Setup>();
    const rightCode = codeAt(secret, t.clock.now());
    const wrongCode = rightCode === '000000' ? '111111' : '000000';
    const refused = await post(t.app, '/api/v1/totp/enable', { code: wrongCode }, key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: -1, msg: WRONG_CODE });
    expect((await get('/api/v1/totp', key)).json()).toMatchObject({ enabled: false });

    const enabled = await post(t.app, '/api/v1/totp/enable', { code: rightCode }, key);
    const codes = enabled.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect((await get('/api/v1/totp', key)).json()).toMatchObject({
      code: 0,
      enabled: true,
      recovery_codes_left: 10,
    });
    expect(await eventKinds(key)).toContain('two_step_enabled');
  });

  it('keeps the secret sealed in the database, never in clear', async () => {
    const { email, secret } = await userWithTwoStep();
    const [row] = await t.app.db
      .select({ sealed: totpSecrets.secretSealed, pending: totpSecrets.pendingSecretSealed })
      .from(totpSecrets)
      .innerJoin(users, eq(users.id, totpSecrets.userId))
      .where(eq(users.email, email));
    expect(row?.sealed).toBeTruthy();
    expect(row?.pending).toBeNull();
    expect(row?.sealed).not.toContain(secret);
    expect(Buffer.from(row?.sealed ?? '', 'base64').toString('latin1')).not.toContain(secret);
    expect(row?.sealed).not.toContain(Secret.fromBase32(secret).hex);
  });

  it('asks for a code after the password, signs in with it once, and refuses it replayed', async () => {
    const { email, secret } = await userWithTwoStep();
    const challenge = await challengeFor(email);
    const code = codeAt(secret, t.clock.now());
    const signedIn = await loginTotp(challenge, code);
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json<{ code: number; key: string; language: string }>();
    expect(body).toMatchObject({ code: 0, language: 'en' });
    expect((await get('/api/v1/session', body.key)).statusCode).toBe(200);

    // The same code again, on a new challenge within the same 30 seconds: refused.
    const replayed = await loginTotp(await challengeFor(email), code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ code: -1, msg: WRONG_CODE });
    // The spent challenge does not open a second session either.
    nextStep();
    const again = await loginTotp(challenge, codeAt(secret, t.clock.now()));
    expect(again.json()).toEqual({ code: -1, msg: SIGN_IN_AGAIN, sign_in_again: true });

    const kinds = await eventKinds(body.key);
    expect(kinds.slice(0, 2)).toEqual(['sign_in_failed', 'sign_in']);
  });

  it('takes a recovery code once, with or without spaces and dashes, and logs its use', async () => {
    const { email, recoveryCodes } = await userWithTwoStep();
    const [first, second] = recoveryCodes;
    if (!first || !second) throw new Error('ten recovery codes expected');
    const used = await loginTotp(await challengeFor(email), first.toUpperCase());
    const { key } = used.json<{ code: number; key: string }>();
    expect(used.json()).toMatchObject({ code: 0 });
    expect((await get('/api/v1/totp', key)).json()).toMatchObject({ recovery_codes_left: 9 });
    expect(await eventKinds(key)).toEqual(
      expect.arrayContaining(['recovery_code_used', 'sign_in']),
    );

    const refused = await loginTotp(await challengeFor(email), first.replaceAll('-', ''));
    expect(refused.json()).toEqual({ code: -1, msg: WRONG_CODE });
    const spaced = await loginTotp(await challengeFor(email), second.replaceAll('-', ' '));
    expect(spaced.json()).toMatchObject({ code: 0 });
  });

  it('throttles wrong codes like wrong passwords', async () => {
    const { email, secret } = await userWithTwoStep();
    const challenge = await challengeFor(email);
    const right = codeAt(secret, t.clock.now());
    const wrong = right === '123456' ? '654321' : '123456';
    for (let tries = 1; tries <= 5; tries += 1) {
      expect((await loginTotp(challenge, wrong)).json()).toMatchObject({ code: -1 });
    }
    const throttled = await loginTotp(challenge, right);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: -5 });
    expect(throttled.json<{ retry_after: number }>().retry_after).toBeGreaterThan(0);
    // A right password gives no new challenge while the codes are paused.
    expect((await login(t.app, email, GOOD_PASSWORD)).json()).toMatchObject({ code: -5 });
    t.clock.advance(15 * 60_000);
  });

  it('refuses a challenge past its five minutes, and one no login gave', async () => {
    const { email, secret } = await userWithTwoStep();
    const challenge = await challengeFor(email);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await loginTotp(challenge, codeAt(secret, t.clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ code: -1, msg: SIGN_IN_AGAIN, sign_in_again: true });
    const unknown = await loginTotp('A'.repeat(43), codeAt(secret, t.clock.now()));
    expect(unknown.json()).toEqual({ code: -1, msg: SIGN_IN_AGAIN, sign_in_again: true });
    const malformed = await loginTotp('short', '123456');
    expect(malformed.json()).toMatchObject({ code: -2 });
  });

  it('turns off only with both the password and a code', async () => {
    const { email, key, secret } = await userWithTwoStep();
    const disable = (body: object) => post(t.app, '/api/v1/totp/disable', body, key);
    const code = codeAt(secret, t.clock.now());

    expect((await disable({ password: GOOD_PASSWORD })).json()).toMatchObject({ code: -2 });
    expect((await disable({ code })).json()).toMatchObject({ code: -2 });
    const wrongPassword = await disable({ password: 'Not-My-Password-99', code });
    expect(wrongPassword.statusCode).toBe(403);
    expect(wrongPassword.json()).toMatchObject({ code: -1 });
    const wrongCode = await disable({
      password: GOOD_PASSWORD,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.json()).toEqual({ code: -1, msg: WRONG_CODE });
    expect((await get('/api/v1/totp', key)).json()).toMatchObject({ enabled: true });

    const done = await disable({ password: GOOD_PASSWORD, code });
    expect(done.json()).toEqual({ code: 0, msg: 'OK' });
    expect((await get('/api/v1/totp', key)).json()).toMatchObject({
      enabled: false,
      recovery_codes_left: 0,
    });
    expect((await login(t.app, email, GOOD_PASSWORD)).json()).toMatchObject({ code: 0 });
    expect(await eventKinds(key)).toContain('two_step_disabled');
  });

  it('asks for the code after a password reset instead of signing in', async () => {
    const { email, secret } = await userWithTwoStep();
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('user expected');
    const token = await createResetToken(t.app.db, user.id, t.clock.now());
    const newPassword = 'Brand-New-Password-2026';
    const reset = await post(t.app, '/api/v1/password-reset/confirm', {
      token,
      new_password: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const body = reset.json<{ code: number; challenge: string }>();
    expect(body).toMatchObject({ code: 2, totp_required: true });
    expect(body).not.toHaveProperty('key');
    const signedIn = await loginTotp(body.challenge, codeAt(secret, t.clock.now()));
    expect(signedIn.json()).toMatchObject({ code: 0 });
    // The new password is the one now, and still asks for the code.
    await challengeFor(email, newPassword);
  });
});
