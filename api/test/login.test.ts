import { Writable } from 'node:stream';
import { authMessages } from 'shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/http/logging';
import { createTestApp, type TestApp } from './support/app';
import { GOOD_PASSWORD, login, registerUser, uniqueEmail } from './support/auth';

const FIFTEEN_MINUTES = 15 * 60_000;

describe('POST /api/v1/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a session key for the right password, whatever the email case', async () => {
    const user = await registerUser(t.app);
    const response = await login(t.app, `  ${user.email.toUpperCase()} `, user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, msg: 'OK' });
    expect(body.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.key).not.toBe(user.key);
  });

  it('answers -1 for a wrong password', async () => {
    const user = await registerUser(t.app);
    const response = await login(t.app, user.email, 'Not-The-Right-One-99');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: -1, msg: authMessages.wrongCredentials });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const user = await registerUser(t.app);
    const wrong = await login(t.app, user.email, 'Not-The-Right-One-99');
    const unknown = await login(t.app, uniqueEmail('nobody'), 'Not-The-Right-One-99');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('answers -2 with a message per missing field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: -2,
      errors: {
        username: authMessages.usernameRequired,
        password: authMessages.passwordRequired,
      },
    });
  });

  it('answers -5 from the 6th try within 15 minutes, even with the right password', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login(t.app, user.email, `Wrong-Password-${attempt}`);
      expect(response.json().code).toBe(-1);
      t.clock.advance(60_000);
    }
    const sixth = await login(t.app, user.email, user.password);
    expect(sixth.statusCode).toBe(429);
    const body = sixth.json();
    // The window opened at the first failure, five minutes ago.
    expect(body).toEqual({
      code: -5,
      msg: 'Too many attempts. Please try again in 10 minutes.',
      retry_after: 600,
    });
    expect(sixth.headers['retry-after']).toBe('600');

    t.clock.advance(600_000);
    const later = await login(t.app, user.email, user.password);
    expect(later.json().code).toBe(0);
  });

  it('throttles an email that has no account the same way', async () => {
    const email = uniqueEmail('ghost');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(t.app, email, `Wrong-Password-${attempt}`)).json().code).toBe(-1);
    }
    const sixth = await login(t.app, email, 'Wrong-Password-6');
    expect(sixth.json()).toMatchObject({ code: -5, retry_after: FIFTEEN_MINUTES / 1000 });
  });

  it('starts counting again after a successful sign-in', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await login(t.app, user.email, `Wrong-Password-${attempt}`);
    }
    expect((await login(t.app, user.email, user.password)).json().code).toBe(0);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(t.app, user.email, `Wrong-Again-${attempt}`)).json().code).toBe(-1);
    }
  });
});

describe('sign-in limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginIpMaxFailures: 3 } });
  });
  afterAll(() => t.close());

  it('refuses every email from an address after its failures reach LOGIN_IP_MAX_FAILURES', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await login(t.app, uniqueEmail(), GOOD_PASSWORD);
      expect(response.json().code).toBe(-1);
    }
    const refused = await login(t.app, user.email, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(-5);
    t.clock.advance(FIFTEEN_MINUTES);
    expect((await login(t.app, user.email, user.password)).json().code).toBe(0);
  });
});

describe('sign-in logging', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    t = await createTestApp({ logger: { ...loggerOptions('info'), stream } });
  });
  afterAll(() => t.close());

  it('logs each attempt with outcome, user id, request id and UTC time, never the secrets', async () => {
    const user = await registerUser(t.app);
    const ok = await login(t.app, user.email, user.password);
    await login(t.app, user.email, 'Wrong-Password-1');

    const attempts = lines.filter((line) => line.event === 'sign_in');
    expect(attempts.map((line) => line.outcome)).toEqual(['success', 'failure']);
    for (const line of attempts) {
      expect(line.userId).toEqual(expect.any(String));
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(user.password);
    expect(everything).not.toContain('Wrong-Password-1');
    expect(everything).not.toContain(ok.json().key);
    expect(everything).not.toContain(user.key);
  });
});
