import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { post, registerUser } from './support/auth';

const MINUTE = 60_000;
/** The -4000 answer, saying why the key no longer works. */
function sessionEnded(reason: string) {
  return { code: -4000, msg: 'Your session has ended. Please sign in again.', reason };
}

describe('session keys on guarded calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** change-password with an empty body: a live key gets -2, a dead one -4000. */
  async function probe(key: string | undefined) {
    const response = await post(t.app, '/api/v1/change-password', {}, key);
    const { code, reason } = response.json() as { code: number; reason?: string };
    return reason === undefined
      ? { status: response.statusCode, code }
      : { status: response.statusCode, code, reason };
  }

  it('refuses a call without a key, or with an unknown one', async () => {
    for (const [key, reason] of [
      [undefined, 'missing'],
      ['x', 'unknown'],
      ['A'.repeat(43), 'unknown'],
    ] as const) {
      const response = await post(t.app, '/api/v1/logout', undefined, key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(sessionEnded(reason));
    }
  });

  it('opens a guarded call with a valid key', async () => {
    const { key } = await registerUser(t.app);
    expect(await probe(key)).toEqual({ status: 400, code: -2 });
    // Logout needs no body; clients that still send an empty JSON one are served too.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      payload: '',
    });
    expect(logout.json()).toEqual({ code: 0, msg: 'OK' });
  });

  it('tells who the key belongs to, and stops once the key is revoked', async () => {
    const { key, email } = await registerUser(t.app);
    const who = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { 'x-api-key': key },
    });
    expect(who.json()).toEqual({ code: 0, msg: 'OK', email, language: 'en' });
    await post(t.app, '/api/v1/logout', undefined, key);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { 'x-api-key': key },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(sessionEnded('revoked'));
  });

  it('ends after 30 idle minutes, and each use slides the timeout', async () => {
    const { key } = await registerUser(t.app);
    t.clock.advance(29 * MINUTE);
    expect((await probe(key)).code).toBe(-2);
    t.clock.advance(29 * MINUTE);
    expect((await probe(key)).code).toBe(-2);
    t.clock.advance(30 * MINUTE);
    expect(await probe(key)).toEqual({ status: 401, code: -4000, reason: 'idle' });
  });

  it('ends 12 hours after sign-in even when used all along', async () => {
    const { key } = await registerUser(t.app);
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect((await probe(key)).code).toBe(-2);
    }
    t.clock.advance(20 * MINUTE);
    expect(await probe(key)).toEqual({ status: 401, code: -4000, reason: 'expired' });
  });

  it('revokes the key at logout, and only that key', async () => {
    const user = await registerUser(t.app);
    const other = await post(t.app, '/api/v1/login', {
      username: user.email,
      password: user.password,
    });
    expect((await post(t.app, '/api/v1/logout', undefined, user.key)).json().code).toBe(0);
    expect(await probe(user.key)).toEqual({ status: 401, code: -4000, reason: 'revoked' });
    expect((await post(t.app, '/api/v1/logout', undefined, user.key)).json()).toEqual(
      sessionEnded('revoked'),
    );
    expect((await probe(other.json().key)).code).toBe(-2);
  });
});
