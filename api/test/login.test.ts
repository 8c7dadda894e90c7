import { authTexts as authMessages } from 'shared/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { GOOD_PASSWORD, login, registerUser, uniqueEmail } from './support/auth';
import { createLoggedTestApp, type LoggedTestApp } from './support/log-lines';

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

/** A sign-in from a given client address (the socket's, as without a proxy). */
function loginFrom(t: TestApp, remoteAddress: string, username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username, password },
    remoteAddress,
  });
}

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginIpMaxFailures: 2, trustProxy: 1 } });
  });
  afterAll(() => t.close());

  it('counts the address the proxy saw, whatever X-Forwarded-For the client forged', async () => {
    const user = await registerUser(t.app);
    const viaProxy = (forged: string, client: string, username: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username, password },
        // The proxy (10.0.0.2) appends the address it received the request from.
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${forged}, ${client}` },
      });
    const guesser = '203.0.113.50';
    for (const forged of ['198.51.100.1', '198.51.100.2']) {
      expect((await viaProxy(forged, guesser, uniqueEmail(), GOOD_PASSWORD)).json().code).toBe(-1);
    }
    expect((await viaProxy('198.51.100.3', guesser, user.email, user.password)).json().code).toBe(
      -5,
    );
    // Another client behind the same proxy is not the guesser.
    expect(
      (await viaProxy('198.51.100.3', '203.0.113.51', user.email, user.password)).json().code,
    ).toBe(0);
  });
});

describe('lockouts an attacker cannot aim', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginAccountMaxFailures: 8 } });
  });
  afterAll(() => t.close());

  it('locks only the address that guessed: the real user elsewhere keeps signing in', async () => {
    const user = await registerUser(t.app);
    const attacker = '203.0.113.9';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await loginFrom(t, attacker, user.email, `Guess-Number-${attempt}`)).json().code,
      ).toBe(-1);
    }
    expect((await loginFrom(t, attacker, user.email, user.password)).json().code).toBe(-5);
    expect((await loginFrom(t, '198.51.100.7', user.email, user.password)).json().code).toBe(0);
    // The real user's success does not hand the attacker's address new tries.
    expect((await loginFrom(t, attacker, user.email, 'Guess-Number-6')).json().code).toBe(-5);
  });

  it('stops guessing spread over many addresses at the per-account ceiling', async () => {
    const user = await registerUser(t.app);
    for (let address = 1; address <= 4; address += 1) {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const response = await loginFrom(t, `192.0.2.${address}`, user.email, `Guess-${attempt}`);
        expect(response.json().code).toBe(-1);
      }
    }
    const refused = await loginFrom(t, '198.51.100.8', user.email, user.password);
    expect(refused.statusCode).toBe(429);
    // The ceiling's window is an hour from the first failure.
    expect(refused.json()).toMatchObject({ code: -5, retry_after: 3600 });
    t.clock.advance(60 * 60_000);
    expect((await loginFrom(t, '198.51.100.8', user.email, user.password)).json().code).toBe(0);
  });
});

describe('sign-in logging', () => {
  let t: LoggedTestApp;
  beforeAll(async () => {
    t = await createLoggedTestApp();
  });
  afterAll(() => t.close());

  it('logs each attempt with outcome, user id, request id and UTC time, never the secrets', async () => {
    const user = await registerUser(t.app);
    const ok = await login(t.app, user.email, user.password);
    await login(t.app, user.email, 'Wrong-Password-1');

    const attempts = t.lines.filter((line) => line.event === 'sign_in');
    expect(attempts.map((line) => line.outcome)).toEqual(['success', 'failure']);
    for (const line of attempts) {
      expect(line.userId).toEqual(expect.any(String));
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    const everything = JSON.stringify(t.lines);
    expect(everything).not.toContain(user.password);
    expect(everything).not.toContain('Wrong-Password-1');
    expect(everything).not.toContain(ok.json().key);
    expect(everything).not.toContain(user.key);
  });
});
