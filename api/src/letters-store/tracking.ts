import { and, eq } from 'drizzle-orm';
import { type LetterTrackingInput, localDate, trackingProblems } from 'shared/contract';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { letters } from '../db/schema-letters';
import { noteContext } from './letters';

export type TrackingOutcome =
  | { kind: 'saved' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; errors: Record<string, string> };

/**
 * PUT /generate-pdf/tracking: replaces the letter's tracking record with the body's (see
 * shared/contract letter-tracking-rules.ts for the states and why any valid record may replace
 * any other). "Today" is the consumer's local date: the body's time zone, America/Toronto when
 * it has none. Another user's letter is not found, exactly like a missing one.
 */
export async function saveTracking(
  deps: { db: Db; cipher: Cipher; clock: () => Date },
  userId: string,
  body: LetterTrackingInput,
): Promise<TrackingOutcome> {
  const { db, cipher } = deps;
  const [letter] = await db
    .select({ requestDate: letters.requestDate, type: letters.type })
    .from(letters)
    .where(and(eq(letters.id, body.id), eq(letters.userId, userId)));
  if (!letter) return { kind: 'not-found' };

  const today = localDate(deps.clock(), body.time_zone);
  // "No reply" opens on the reply-due date, which the letter's type decides.
  const errors = trackingProblems(body, {
    type: letter.type,
    requestDate: letter.requestDate,
    today,
  });
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  const updated = await db
    .update(letters)
    .set({
      sentOn: body.sent_on,
      sentBy: body.sent_by,
      outcome: body.outcome,
      resolvedOn: body.resolved_on,
      noteSealed: body.note === '' ? null : cipher.encrypt(body.note, noteContext(userId, body.id)),
    })
    .where(and(eq(letters.id, body.id), eq(letters.userId, userId)))
    .returning({ id: letters.id });
  // Deleted between the read and the write: as gone as if it never existed.
  return updated.length > 0 ? { kind: 'saved' } : { kind: 'not-found' };
}
