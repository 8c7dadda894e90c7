import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Times are written by the app from its injected clock, so tests can move time.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index on lower(email) makes that a guarantee. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull(),
    passwordChangedAt: at('password_changed_at').notNull(),
  },
  (table) => [uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the session key; the key itself is never stored. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Failure counters for sign-in and password gates, shared by every API process.
 * `subject` is a SHA-256 of the email or address, so unknown emails are not kept in clear.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
    failures: integer('failures').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.subject] })],
);
