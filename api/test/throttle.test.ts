import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrottle, type Throttle } from '../src/auth/throttle';
import { createTestClock } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';

const WINDOW = 15 * 60_000;

describe('throttle', () => {
  let database: TestDatabase;
  const clock = createTestClock();
  let throttle: Throttle;
  beforeAll(async () => {
    database = await createTestDatabase();
    throttle = createThrottle(
      database.handle.db,
      { scope: 'test', limit: 3, windowMs: WINDOW },
      clock.now,
    );
  });
  afterAll(() => database.dispose());

  it('attempt(): allows `limit` tries, then refuses until the window has passed', async () => {
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await throttle.attempt('a@example.ca'));
    expect(verdicts.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterSeconds: 900 });

    clock.advance(WINDOW - 1000);
    expect(await throttle.attempt('a@example.ca')).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    clock.advance(1000);
    expect(await throttle.attempt('a@example.ca')).toEqual({ allowed: true });
  });

  it('reset() starts the subject from zero; subjects and scopes are separate', async () => {
    const other = createThrottle(
      database.handle.db,
      { scope: 'other', limit: 1, windowMs: WINDOW },
      clock.now,
    );
    for (let i = 0; i < 3; i += 1) await throttle.attempt('b@example.ca');
    expect((await throttle.attempt('c@example.ca')).allowed).toBe(true);
    expect((await other.attempt('b@example.ca')).allowed).toBe(true);
    await throttle.reset('b@example.ca');
    for (let i = 0; i < 3; i += 1) {
      expect((await throttle.attempt('b@example.ca')).allowed).toBe(true);
    }
  });

  it('check() + fail(): refused once `limit` failures are counted, read-only otherwise', async () => {
    for (let i = 0; i < 5; i += 1) expect((await throttle.check('127.0.0.9')).allowed).toBe(true);
    await throttle.fail('127.0.0.9');
    await throttle.fail('127.0.0.9');
    expect((await throttle.check('127.0.0.9')).allowed).toBe(true);
    await throttle.fail('127.0.0.9');
    clock.advance(60_000);
    expect(await throttle.check('127.0.0.9')).toEqual({ allowed: false, retryAfterSeconds: 840 });
    clock.advance(WINDOW);
    expect(await throttle.check('127.0.0.9')).toEqual({ allowed: true });
  });
});
