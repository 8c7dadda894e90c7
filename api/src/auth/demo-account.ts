import { randomBytes } from 'node:crypto';
import type { DatabaseKind, Db } from '../db/database';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions } from './sessions';
import { countUsers, createUser, findUserByEmail, setPasswordHash } from './users';

/** decisions.md section 10; the README shows both. */
export const DEMO_EMAIL = 'demo@example.ca';
export const DEMO_PASSWORD = 'Maple-Leaf-Demo-2026';

export interface DemoAccountRule {
  kind: DatabaseKind;
  /** DEMO_ACCOUNT: true (1) always, false (0) never, undefined the default rule. */
  enabled: boolean | undefined;
  /** Whether the server listens on a loopback address only (HOST). */
  onLoopback: boolean;
  now: Date;
}

export type DemoAccountOutcome =
  /** The README's demo login works. */
  | 'available'
  /** No demo login: none was made, or its password was changed by its user. */
  | 'absent'
  /** It existed with the README's password where it is not allowed: that password now fails. */
  | 'retired';

/**
 * The demo account's password is public (it is in the README), so it may exist only where nobody
 * else can reach it: on an empty embedded database served on loopback, or where the operator
 * asks with DEMO_ACCOUNT=1. A demo account left from a loopback run on a server now exposed
 * (HOST=0.0.0.0) would let anyone sign in to whatever was typed into it: its public password is
 * replaced by a random one nobody knows, and its sessions end.
 */
export async function ensureDemoAccount(
  db: Db,
  rule: DemoAccountRule,
): Promise<DemoAccountOutcome> {
  const allowed = rule.enabled ?? (rule.kind === 'pglite' && rule.onLoopback);
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  if (existing) {
    const publicPassword = await verifyPassword(existing.passwordHash, DEMO_PASSWORD);
    if (allowed) return publicPassword ? 'available' : 'absent';
    if (!publicPassword) return 'absent';
    const unknown = await hashPassword(randomBytes(32).toString('base64url'));
    await setPasswordHash(db, existing.id, unknown, rule.now);
    await revokeOtherSessions(db, existing.id, null, rule.now);
    return 'retired';
  }
  if (!allowed) return 'absent';
  // The default rule never adds a known password to a database that holds real accounts.
  if (rule.enabled === undefined && (await countUsers(db)) > 0) return 'absent';
  await createUser(db, {
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    now: rule.now,
  });
  return 'available';
}
