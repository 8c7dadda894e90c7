import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { GOOD_PASSWORD, post, registerUser } from './support/auth';

const MINUTE = 60_000;
const minutesAfter = (start: Date, minutes: number) =>
  new Date(start.getTime() + minutes * MINUTE).toISOString();
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Session {
  id: string;
  device: { browser: string | null; os: string | null; type: string | null };
  signed_in_at: string;
  last_active_at: string;
  current: boolean;
}

describe('active sessions and the security log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signIn(email: string, userAgent: string, password = GOOD_PASSWORD) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: email, password },
      headers: { 'user-agent': userAgent },
    });
    return response.json<{ code: number; key?: string }>();
  }

  async function sessionsOf(key: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sessions',
      headers: { 'x-api-key': key },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Session[]>();
  }

  function endSessions(key: string, body: unknown) {
    return t.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions',
      payload: JSON.stringify(body),
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
    });
  }

  async function eventsOf(key: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/security-events',
      headers: { 'x-api-key': key },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ kind: string; at: string; device: Session['device'] }[]>();
  }

  /** Whether a key still opens a session: GET /session answers 200 or -4000. */
  async function opens(key: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { 'x-api-key': key },
    });
    return response.statusCode === 200;
  }

  it('lists where the user is signed in, the latest used first, with the device and this one marked', async () => {
    const { email, key: firstKey } = await registerUser(t.app);
    t.clock.advance(MINUTE);
    const onWindows = await signIn(email, CHROME_WINDOWS);
    t.clock.advance(MINUTE);
    const onPhone = await signIn(email, SAFARI_IPHONE);
    if (!onWindows.key || !onPhone.key) throw new Error('sign-in failed');

    const sessions = await sessionsOf(onWindows.key);
    expect(sessions.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: { browser: 'Safari', os: 'iOS', type: 'mobile' }, current: false },
      { device: { browser: 'Chrome', os: 'Windows', type: 'desktop' }, current: true },
      { device: { browser: null, os: null, type: null }, current: false },
    ]);
    expect(sessions[0]?.signed_in_at).toBe(t.clock.now().toISOString());
    // The ids shown are not the keys, which the server never keeps.
    const ids = sessions.map(({ id }) => id);
    for (const key of [firstKey, onWindows.key, onPhone.key]) expect(ids).not.toContain(key);
  });

  it('signs one session out, whose key then lands on the login page, and leaves the others', async () => {
    const { email, key } = await registerUser(t.app);
    const phone = await signIn(email, SAFARI_IPHONE);
    if (!phone.key) throw new Error('sign-in failed');
    const phoneSession = (await sessionsOf(key)).find(({ current }) => !current);
    if (!phoneSession) throw new Error('no second session');

    const ended = await endSessions(key, phoneSession.id);
    expect(ended.json()).toEqual({ code: 0, msg: 'OK' });
    expect(await opens(phone.key)).toBe(false);
    expect(await opens(key)).toBe(true);
    expect((await sessionsOf(key)).map(({ current }) => current)).toEqual([true]);

    // Once ended, the same id is not found.
    const again = await endSessions(key, phoneSession.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: -3, msg: 'This session has already ended.' });
  });

  it('signs every other session out at once, keeping this one', async () => {
    const { email, key } = await registerUser(t.app);
    const others = [await signIn(email, CHROME_WINDOWS), await signIn(email, SAFARI_IPHONE)];
    expect((await sessionsOf(key)).length).toBe(3);

    expect((await endSessions(key, 'others')).json()).toEqual({ code: 0, msg: 'OK' });
    for (const other of others) expect(await opens(other.key ?? '')).toBe(false);
    expect(await opens(key)).toBe(true);
    expect((await sessionsOf(key)).length).toBe(1);
  });

  it('answers "not found" for another user’s session, which keeps working', async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const [ownersSession] = await sessionsOf(owner.key);
    if (!ownersSession) throw new Error('no session');

    const response = await endSessions(stranger.key, ownersSession.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: -3 });
    expect(await opens(owner.key)).toBe(true);
  });

  it('does not list sessions that ended by themselves', async () => {
    const { email, key } = await registerUser(t.app);
    await signIn(email, CHROME_WINDOWS);
    t.clock.advance(20 * MINUTE);
    // Only this key was used since: the other sits idle until its 30 minutes pass.
    expect((await sessionsOf(key)).length).toBe(2);
    t.clock.advance(11 * MINUTE);
    expect((await sessionsOf(key)).map(({ current }) => current)).toEqual([true]);
  });

  it('refuses a body that is neither a session id nor "others", changing nothing', async () => {
    const { email, key } = await registerUser(t.app);
    const other = await signIn(email, CHROME_WINDOWS);
    for (const body of ['everyone', 42, { id: 'others' }, null]) {
      const response = await endSessions(key, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: -2 });
    }
    const wrong = await endSessions(key, 'everyone');
    expect(wrong.json()).toMatchObject({
      errors: { body: 'Please choose a session to sign out, or all the others.' },
    });
    expect(await opens(other.key ?? '')).toBe(true);
  });

  it('keeps a log of sign-ins, failed ones and password changes, the newest first', async () => {
    const { email, key } = await registerUser(t.app);
    const registeredAt = t.clock.now();
    t.clock.advance(MINUTE);
    expect((await signIn(email, SAFARI_IPHONE, 'Not-The-Password-99')).code).toBe(-1);
    t.clock.advance(MINUTE);
    const changed = await post(
      t.app,
      '/api/v1/change-password',
      { old_password: GOOD_PASSWORD, new_password: 'Another-Good-Password-77' },
      key,
    );
    expect(changed.json()).toMatchObject({ code: 0 });

    expect(
      (await eventsOf(key)).map(({ kind, at, device }) => ({ kind, at, browser: device.browser })),
    ).toEqual([
      { kind: 'password_changed', at: minutesAfter(registeredAt, 2), browser: null },
      { kind: 'sign_in_failed', at: minutesAfter(registeredAt, 1), browser: 'Safari' },
      { kind: 'sign_in', at: minutesAfter(registeredAt, 0), browser: null },
    ]);
  });

  it('shows the latest 20 events, and only the user’s own', async () => {
    const { email } = await registerUser(t.app);
    // 24 wrong passwords, 4 per quarter hour so that none is throttled.
    for (let round = 0; round < 6; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await signIn(email, CHROME_WINDOWS, 'Not-The-Password-99');
      }
      t.clock.advance(16 * MINUTE);
    }
    const neighbour = await registerUser(t.app);
    const key = (await signIn(email, CHROME_WINDOWS)).key ?? '';
    const events = await eventsOf(key);
    expect(events).toHaveLength(20);
    expect(events[0]?.kind).toBe('sign_in');
    expect(events.slice(1).every(({ kind }) => kind === 'sign_in_failed')).toBe(true);
    expect((await eventsOf(neighbour.key)).map(({ kind }) => kind)).toEqual(['sign_in']);
  });

  it('answers -4000 to a call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/sessions'],
      ['DELETE', '/api/v1/sessions'],
      ['GET', '/api/v1/security-events'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.json()).toMatchObject({ code: -4000 });
    }
  });
});
