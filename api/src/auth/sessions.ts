import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Language, SessionEndReason } from 'shared/contract';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, users } from '../db/schema';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_used_at is written at most this often, so busy clients do not write on every call. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** 256 random bits, base64url: 43 characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface ActiveSession {
  id: string;
  userId: string;
  /** The user's saved language: the API answers in it when a request names none. */
  language: Language;
}

export type SessionLookup =
  | { status: 'valid'; session: ActiveSession }
  | { status: SessionEndReason };

export function hashSessionKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Opens a session and returns its key, which only the client keeps. `userAgent` (as
 * device.ts stores it) names the device in the user's list of sessions.
 */
export async function createSession(
  db: Db,
  userId: string,
  now: Date,
  userAgent: string | null = null,
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await purgeDeadSessions(db, userId, now);
  await db.insert(sessions).values({
    userId,
    keyHash: hashSessionKey(key),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent,
  });
  return key;
}

export interface LiveSession {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  userAgent: string | null;
}

/** The user's sessions that still open: not revoked, not expired, not idle; latest used first. */
/** The user's sessions that still open a request at `now`: not revoked, expired nor idle. */
function liveSessionsOf(userId: string, now: Date) {
  return and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  );
}

export async function liveSessions(db: Db, userId: string, now: Date): Promise<LiveSession[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(liveSessionsOf(userId, now))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/**
 * Revokes one of the user's live sessions; false when `sessionId` is none of them (another
 * user's, or one already ended), so that the answer tells nothing about other users' sessions.
 */
export async function revokeUserSession(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), liveSessionsOf(userId, now)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Every authenticated request starts with this read. */
const sessionByKeyHash = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.keyHash, sql.placeholder('keyHash')))
    .limit(1)
    .prepare('session_by_key_hash'),
);

/** Finds the session of a key and slides its idle timeout. */
export async function lookupSession(
  db: Db,
  key: string | undefined,
  now: Date,
): Promise<SessionLookup> {
  if (!key) return { status: 'missing' };
  if (!KEY_PATTERN.test(key)) return { status: 'unknown' };
  const [found] = await sessionByKeyHash(db).execute({ keyHash: hashSessionKey(key) });
  if (!found) return { status: 'unknown' };
  const { session: row, language } = found;
  if (row.revokedAt) return { status: 'revoked' };
  const time = now.getTime();
  if (time >= row.expiresAt.getTime()) return { status: 'expired' };
  if (time - row.lastUsedAt.getTime() >= SESSION_IDLE_MS) return { status: 'idle' };
  if (time - row.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.id));
  }
  return { status: 'valid', session: { id: row.id, userId: row.userId, language } };
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Revokes the user's sessions but `keepSessionId` (after a password change, the session that
 * changed it); null revokes them all (a retired demo account).
 */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
        isNull(sessions.revokedAt),
      ),
    );
}

/** Keeps the table small: a user's ended sessions are removed when they sign in again. */
async function purgeDeadSessions(db: Db, userId: string, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          lte(sessions.expiresAt, now),
          lte(sessions.lastUsedAt, idleSince),
          isNotNull(sessions.revokedAt),
        ),
      ),
    );
}
