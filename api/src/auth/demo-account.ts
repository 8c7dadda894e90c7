import type { DatabaseKind, Db } from '../db/database';
import { hashPassword } from './passwords';
import { countUsers, createUser, findUserByEmail } from './users';

/** decisions.md section 10; the README shows both. */
export const DEMO_EMAIL = 'demo@example.ca';
export const DEMO_PASSWORD = 'Maple-Leaf-Demo-2026';

/**
 * Creates the demo account on an empty embedded database, or on any database with
 * DEMO_ACCOUNT=1 (`enabled` true); DEMO_ACCOUNT=0 never. Answers whether the demo login works.
 */
export async function ensureDemoAccount(
  db: Db,
  kind: DatabaseKind,
  enabled: boolean | undefined,
  now: Date,
): Promise<boolean> {
  if (enabled === false || (enabled === undefined && kind !== 'pglite')) return false;
  if (await findUserByEmail(db, DEMO_EMAIL)) return true;
  if (enabled === undefined && (await countUsers(db)) > 0) return false;
  await createUser(db, { email: DEMO_EMAIL, passwordHash: await hashPassword(DEMO_PASSWORD), now });
  return true;
}
