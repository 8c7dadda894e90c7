import { bigint, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * That an account was deleted, and when (issue 17): the only trace a deleted account leaves. It
 * holds no personal data, not even the user's id, which the operator's logs could tie to an
 * email: the id here is a number of this table's own.
 */
export const accountDeletions = pgTable('account_deletions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull(),
});
