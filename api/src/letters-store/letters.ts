import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  type EscalationLetterType,
  escalationsOffered,
  isEscalationLetterType,
  type LetterGroupId,
  type LetterListEntry,
  replyDueDate,
  type StoredLetterType,
  type TextLanguage,
  trackingState,
} from 'shared/contract';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { letters } from '../db/schema-letters';
import type { LetterPersonalData } from '../letters';
import type { LetterReferences } from './build-options';
import { consumerProvince, escalationLinks } from './escalation-links';

/** One letter to store: what the list shows, what was used to make it, and the PDF. */
export interface NewLetter {
  groupId: LetterGroupId;
  type: StoredLetterType;
  name: string;
  /** The language the letter is written in; its name is in it too (issue 15). */
  language: TextLanguage;
  requestDate: string;
  /** The validated generate body, without any password. */
  input: unknown;
  personal: LetterPersonalData;
  /** The account and directory creditor the letter printed, as they were (for its send guide). */
  references?: LetterReferences;
  pdf: Buffer;
  /** For a follow-up letter: the letter it follows up (issue 9). */
  followUpOf?: string;
  /** A chosen id (an escalation letter's is derived from its first letter); else a random one. */
  id?: string;
}

/** What a stored letter was made from (kept sealed; read back by support tools and tests). */
export interface LetterSnapshot {
  input: unknown;
  personal: LetterPersonalData;
  /** Absent in letters stored before issue 14, and in those that point at nothing. */
  references?: LetterReferences;
}

/*
 * The sealing context names the column, the owner and the row, so a sealed value copied into
 * another row, column or account fails to open instead of leaking a letter.
 */
const pdfContext = (userId: string, id: string) => `letters.pdf:${userId}:${id}`;
const snapshotContext = (userId: string, id: string) => `letters.snapshot:${userId}:${id}`;
export const noteContext = (userId: string, id: string) => `letters.note:${userId}:${id}`;

/**
 * Stores the letters of one Generate, all or none, and answers their ids in the given order.
 * They are inserted last to first: the list sorts by insertion order, newest first, so the first
 * letter of a Generate (Equifax's) comes out on top of its batch.
 */
export async function insertLetters(
  db: Db,
  cipher: Cipher,
  userId: string,
  batch: readonly NewLetter[],
  now: Date,
): Promise<string[]> {
  const rows = batch.map((letter) => {
    const id = letter.id ?? randomUUID();
    const snapshot: LetterSnapshot = {
      input: letter.input,
      personal: letter.personal,
      // Kept only when the letter used an account or a directory creditor.
      ...(letter.references && Object.keys(letter.references).length > 0
        ? { references: letter.references }
        : {}),
    };
    return {
      id,
      userId,
      groupId: letter.groupId,
      type: letter.type,
      name: letter.name,
      language: letter.language,
      requestDate: letter.requestDate,
      snapshotSealed: cipher.encrypt(JSON.stringify(snapshot), snapshotContext(userId, id)),
      pdfSealed: cipher.encrypt(letter.pdf, pdfContext(userId, id)),
      pdfBytes: letter.pdf.length,
      createdAt: now,
      followUpOf: letter.followUpOf ?? null,
    };
  });
  await db.transaction(async (tx) => {
    for (const row of [...rows].reverse()) await tx.insert(letters).values(row);
  });
  return rows.map((row) => row.id);
}

/**
 * The user's letters, newest first: the spec's fields, the type, then the tracking (issue 9),
 * the state and reply-due date derived by the shared rules and the note opened, and the
 * escalation letters (issue 14): which first letter each is about, and which each letter offers
 * (that depends on the consumer's province, which only the server reads).
 */
export async function listLetters(
  db: Db,
  cipher: Cipher,
  userId: string,
): Promise<LetterListEntry[]> {
  const rows = await db
    .select({
      id: letters.id,
      gid: letters.groupId,
      name: letters.name,
      request_date: letters.requestDate,
      type: letters.type,
      sent_on: letters.sentOn,
      sent_by: letters.sentBy,
      outcome: letters.outcome,
      resolved_on: letters.resolvedOn,
      noteSealed: letters.noteSealed,
      follow_up_of: letters.followUpOf,
    })
    .from(letters)
    .where(eq(letters.userId, userId))
    .orderBy(desc(letters.seq));
  const province = await consumerProvince(db, userId);
  const links = escalationLinks(rows.map((row) => row.id));
  const made = new Map<string, EscalationLetterType[]>();
  const escalationOf = new Map<string, string>();
  for (const row of rows) {
    const link = links.get(row.id);
    if (!link || !isEscalationLetterType(row.type)) continue;
    escalationOf.set(row.id, link.firstId);
    made.set(link.firstId, [...(made.get(link.firstId) ?? []), link.kind]);
  }
  return rows.map(({ noteSealed, ...row }) => {
    const reply_due = replyDueDate(row.type, row.sent_on);
    return {
      id: row.id,
      gid: row.gid,
      name: row.name,
      request_date: row.request_date,
      type: row.type,
      status: trackingState({ sent_on: row.sent_on, outcome: row.outcome, reply_due }),
      sent_on: row.sent_on,
      sent_by: row.sent_by,
      reply_due,
      outcome: row.outcome,
      resolved_on: row.resolved_on,
      note: noteSealed
        ? cipher.decrypt(noteSealed, noteContext(userId, row.id)).toString('utf8')
        : '',
      follow_up_of: row.follow_up_of,
      escalation_of: escalationOf.get(row.id) ?? null,
      escalations_offered: escalationsOffered({
        type: row.type,
        name: row.name,
        outcome: row.outcome,
        province,
        made: made.get(row.id) ?? [],
      }),
    };
  });
}

/** The stored PDF and its name, or null when the user has no letter with this id. */
export async function loadLetterPdf(
  db: Db,
  cipher: Cipher,
  userId: string,
  id: string,
): Promise<{ name: string; pdf: Buffer } | null> {
  const [row] = await db
    .select({ name: letters.name, pdfSealed: letters.pdfSealed })
    .from(letters)
    .where(and(eq(letters.id, id), eq(letters.userId, userId)));
  if (!row) return null;
  return { name: row.name, pdf: cipher.decrypt(row.pdfSealed, pdfContext(userId, id)) };
}

/** What the letter was made from, or null when the user has no letter with this id. */
export async function loadLetterSnapshot(
  db: Db,
  cipher: Cipher,
  userId: string,
  id: string,
): Promise<LetterSnapshot | null> {
  const [row] = await db
    .select({ snapshotSealed: letters.snapshotSealed })
    .from(letters)
    .where(and(eq(letters.id, id), eq(letters.userId, userId)));
  if (!row) return null;
  const plain = cipher.decrypt(row.snapshotSealed, snapshotContext(userId, id));
  return JSON.parse(plain.toString('utf8')) as LetterSnapshot;
}

/** Deletes the user's letter; false when there is none with this id. */
export async function deleteLetter(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(letters)
    .where(and(eq(letters.id, id), eq(letters.userId, userId)))
    .returning({ id: letters.id });
  return deleted.length > 0;
}
