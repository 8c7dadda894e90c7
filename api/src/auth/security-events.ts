import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { SecurityEventKind } from 'shared/contract';
import type { Db } from '../db/database';
import { securityEvents } from '../db/schema';

/**
 * How many events a user keeps: the tab shows 20; a few more let a burst of failed sign-ins
 * leave the successful one before it in view of the server's own investigations.
 */
export const EVENTS_KEPT = 50;

export interface SecurityEvent {
  kind: SecurityEventKind;
  at: Date;
  userAgent: string | null;
}

/** Writes an event on the user's log and drops the oldest beyond those kept. */
export async function recordSecurityEvent(
  db: Db,
  userId: string,
  event: SecurityEvent,
): Promise<void> {
  await db.insert(securityEvents).values({ userId, ...event });
  const kept = db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(EVENTS_KEPT);
  await db
    .delete(securityEvents)
    .where(and(eq(securityEvents.userId, userId), notInArray(securityEvents.id, kept)));
}

/** The user's latest events, the newest first. */
export async function latestSecurityEvents(
  db: Db,
  userId: string,
  limit: number,
): Promise<SecurityEvent[]> {
  return db
    .select({
      kind: securityEvents.kind,
      at: securityEvents.at,
      userAgent: securityEvents.userAgent,
    })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(limit);
}

/** Whether the user's log has an event of this kind later than `since`. */
export async function hasSecurityEventSince(
  db: Db,
  userId: string,
  kind: SecurityEventKind,
  since: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        eq(securityEvents.kind, kind),
        gt(securityEvents.at, since),
      ),
    )
    .limit(1);
  return found !== undefined;
}
