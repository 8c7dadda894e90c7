import {
  type AnyPgColumn,
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  LetterGroupId,
  LetterOutcome,
  SentBy,
  StoredLetterType,
  TextLanguage,
} from 'shared/contract';
import { users } from './schema';

/**
 * Raw bytes. PGlite hands bytea back as a Uint8Array and node-postgres as a Buffer: both become
 * a Buffer here, so repositories see one type.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
});

/**
 * Generated letters (decisions.md section 5): who, which group and type, the name and request
 * date the list shows, and, sealed with AES-256-GCM (decisions.md section 4), the snapshot of the
 * inputs and personal data used and the PDF itself. The PDF is stored rather than re-rendered, so
 * a download gives the same bytes every time and later profile edits change nothing.
 */
export const letters = pgTable(
  'letters',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Insertion order, for "newest first". Timestamps of one Generate are equal, so the order of
     * the letters inside it comes from this too (see letters-store/letters.ts).
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    groupId: integer('group_id').$type<LetterGroupId>().notNull(),
    /** A generate type, or 'follow_up' for a follow-up letter (issue 9). */
    type: text('type').$type<StoredLetterType>().notNull(),
    name: text('name').notNull(),
    /**
     * The language the letter is written in (issue 15): its name above is in that language too.
     * Letters made before it existed were English.
     */
    language: text('language').$type<TextLanguage>().notNull().default('en'),
    /** YYYY-MM-DD in America/Toronto. */
    requestDate: date('request_date', { mode: 'string' }).notNull(),
    /** Sealed JSON `{input, personal}`: the generate body less any password, and the profile data. */
    snapshotSealed: bytea('snapshot_sealed').notNull(),
    /** Sealed PDF bytes: never the plain document. */
    pdfSealed: bytea('pdf_sealed').notNull(),
    /** Plain size of the PDF, for monitoring without opening it. */
    pdfBytes: integer('pdf_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /*
     * The dispute tracker (issue 9): when and how the letter was sent, and what came of it. The
     * state and the reply-due date are derived from these and the type (shared/contract
     * letter-tracking-rules.ts), so they are not stored.
     */
    sentOn: date('sent_on', { mode: 'string' }),
    sentBy: text('sent_by').$type<SentBy>(),
    outcome: text('outcome').$type<LetterOutcome>(),
    resolvedOn: date('resolved_on', { mode: 'string' }),
    /** The consumer's note, sealed like the snapshot (it may name accounts); null when empty. */
    noteSealed: bytea('note_sealed'),
    /**
     * On a follow-up letter, the letter it follows up. Deleting that letter keeps the follow-up
     * and clears the link. Unique: one follow-up per letter, even under a double submit.
     */
    followUpOf: uuid('follow_up_of').references((): AnyPgColumn => letters.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('letters_user_seq_idx').on(table.userId, table.seq),
    uniqueIndex('letters_follow_up_of_idx').on(table.followUpOf),
  ],
);
