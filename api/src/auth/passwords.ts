import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 passes, 1 lane.
 * The parameters live in each hash, so raising them later only affects new hashes.
 */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many hashes or verifications run at once: one per core. Each holds its 19 MiB for its whole
 * run, and the library runs them on libuv's thread pool (4 threads), so a burst of sign-ups or
 * sign-ins took 76 MiB at once on a 2-core machine, though 2 cores compute no more than 2 hashes
 * at a time: the others only waited for a core while holding their memory. Queued here instead,
 * they hold nothing until they start, the total rate is the same, and the pool's other threads
 * stay free for file and crypto work. The parameters themselves are never lowered.
 */
export const CONCURRENT_HASHES = os.availableParallelism();
const oneHashPerCore = pLimit(CONCURRENT_HASHES);

export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => hash(password, ARGON2_PARAMS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneHashPerCore(() => verify(passwordHash, password));
  } catch {
    // A malformed stored hash must read as a wrong password, never as an error page.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification for an email that has no account, so the answer time
 * does not tell whether the account exists. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-account-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
