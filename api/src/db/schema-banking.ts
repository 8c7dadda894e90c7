import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccountAssociation, AccountStatus, AccountType, DebtKind } from 'shared/contract';
import { sessions, users } from './schema';

// Times are written by the app from its injected clock, so tests can move time.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const isoDay = (name: string) => date(name, { mode: 'string' });
/** Money in integer cents (decisions.md section 3): 1234.56 is stored as 123456, exactly. */
const cents = (name: string) => integer(name).notNull();

/** Banking accounts (spec section 3), many per user. */
export const bankingAccounts = pgTable(
  'banking_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountName: text('account_name').notNull(),
    /**
     * AES-256-GCM sealed, base64 (decisions.md section 4): never the number, nor any part of it
     * (the list masks it on the client, so no last-4 column either).
     */
    accountNumberSealed: text('account_number_sealed').notNull(),
    creditLimitCents: cents('credit_limit_cents'),
    /** '' when not chosen (spec section 5: not required). */
    accountAssociation: text('account_association').$type<AccountAssociation | ''>().notNull(),
    accountType: text('account_type').$type<AccountType | ''>().notNull(),
    accountStatus: text('account_status').$type<AccountStatus | ''>().notNull(),
    correctCreditBalanceCents: cents('correct_credit_balance_cents'),
    reportedCreditBalanceCents: cents('reported_credit_balance_cents'),
    numberOfLatePayments: integer('number_of_late_payments').notNull(),
    dateOfLastActivity: isoDay('date_of_last_activity').notNull(),
    dateOpened: isoDay('date_opened').notNull(),
    /**
     * The debt fields (issue 16), null when not known; stored plain, like the balances: none
     * identifies an account (shared/contract/banking.ts says why). The APR in hundredths of a
     * percent (19.99 % is 1999), exactly, as money is in cents.
     */
    interestRateHundredths: integer('interest_rate_hundredths'),
    minimumPaymentCents: integer('minimum_payment_cents'),
    dateOfLastPayment: isoDay('date_of_last_payment'),
    /** A bankruptcy's own discharge; plain, like the profile's bankruptcy tab's discharge. */
    dateOfDischarge: isoDay('date_of_discharge'),
    /** '' when not chosen, as the other choices. */
    debtKind: text('debt_kind').$type<DebtKind | ''>().notNull().default(''),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('banking_accounts_user_id_idx').on(table.userId)],
);

/**
 * Step-up grants (decisions.md section 4): a successful banking gate opens one for its session,
 * and banking deletes are allowed until it expires. One row per session; in the database so every
 * API process sees it. Ends with the session (cascade).
 */
export const bankingStepUpGrants = pgTable('banking_step_up_grants', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
});
