import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONCURRENT_HASHES } from '../src/auth/passwords';
import { createTestApp, type TestApp } from './support/app';
import { login, registerUser, uniqueEmail } from './support/auth';

// The real argon2id, counted: how many hashes and verifications are computing at one time.
const argon2 = vi.hoisted(() => ({ running: 0, mostAtOnce: 0, calls: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  const counted =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      argon2.calls += 1;
      argon2.running += 1;
      argon2.mostAtOnce = Math.max(argon2.mostAtOnce, argon2.running);
      try {
        return await work(...args);
      } finally {
        argon2.running -= 1;
      }
    };
  return { ...original, hash: counted(original.hash), verify: counted(original.verify) };
});

describe('argon2id runs at most one hash per core at a time (each holds 19 MiB)', () => {
  let t: TestApp;
  // More at once than the cores, so unbounded hashing would run them all together.
  const burst = CONCURRENT_HASHES * 3 + 2;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('queues a burst of sign-ups, and every account is created', async () => {
    argon2.mostAtOnce = 0;
    argon2.calls = 0;
    const users = await Promise.all(
      Array.from({ length: burst }, (_, index) =>
        registerUser(t.app, uniqueEmail(`burst${index}`)),
      ),
    );
    expect(argon2.calls).toBe(burst);
    expect(argon2.mostAtOnce).toBeLessThanOrEqual(CONCURRENT_HASHES);
    expect(new Set(users.map((user) => user.key)).size).toBe(burst);
  });

  it('queues a burst of sign-ins, and each gets its own right answer', async () => {
    const users = await Promise.all(
      Array.from({ length: burst }, (_, index) => registerUser(t.app, uniqueEmail(`in${index}`))),
    );
    argon2.mostAtOnce = 0;
    argon2.calls = 0;
    const answers = await Promise.all(
      users.map((user, index) =>
        login(t.app, user.email, index % 2 === 0 ? user.password : 'Not-The-Right-One-99'),
      ),
    );
    expect(argon2.calls).toBe(burst);
    expect(argon2.mostAtOnce).toBeLessThanOrEqual(CONCURRENT_HASHES);
    expect(answers.map((answer) => answer.json().code)).toEqual(
      users.map((_, index) => (index % 2 === 0 ? 0 : -1)),
    );
  });
});
