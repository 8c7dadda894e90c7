import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type BudgetFrequency,
  type Citizenship,
  type Gender,
  type Language,
  SECURITY_EVENT_KINDS,
  type SecurityEventKind,
} from 'shared/contract';

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
    /** The language the user reads ('en' or 'fr'): of the interface and of the API's messages. */
    language: text('language').$type<Language>().notNull().default('en'),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check('users_language_check', sql`${table.language} in ('en', 'fr')`),
  ],
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
    /** The browser's User-Agent at sign-in (cut to 512 characters), to name the device. */
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Password reset links (issue 17): a 256-bit token sent by email, kept only as its SHA-256, good
 * for 30 minutes and once. Asking again does not void an earlier link; a reset voids them all.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

/**
 * The account's security log, which the user sees (issue 17): sign-ins, failed ones, password
 * changes and resets, two-step sign-in. Only the latest events of a user are kept, and they go
 * with the account.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    /** In the order of writing: events written within one millisecond keep their order. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SecurityEventKind>().notNull(),
    at: at('at').notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('security_events_user_at_idx').on(table.userId, table.at),
    check(
      'security_events_kind_check',
      sql.raw(`kind in (${SECURITY_EVENT_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
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

/**
 * Each two-step code tried on an account (at sign-in, to turn it off, for new recovery codes), kept
 * for 15 minutes so that at most five are tried in any 15 minutes, across challenges, processes and
 * addresses. A right code clears them; they go with the account.
 */
export const twoStepCodeTries = pgTable(
  'two_step_code_tries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    triedAt: at('tried_at').notNull(),
  },
  (table) => [index('two_step_code_tries_user_at_idx').on(table.userId, table.triedAt)],
);

/*
 * Personal information (spec section 3). Each kind has fixed places per user, and a unique
 * constraint per place, so a double submit (even two at once) updates instead of duplicating:
 * one contact, one employment, one bankruptcy; one current and one previous address; one primary
 * and one secondary identification.
 */

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const isoDay = (name: string) => date(name, { mode: 'string' });

export const contacts = pgTable('contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: owner().unique('contacts_user_id_key'),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name').notNull(),
  lastName: text('last_name').notNull(),
  homePhone: text('home_phone').notNull(),
  cellPhone: text('cell_phone').notNull(),
  dateOfBirth: isoDay('date_of_birth').notNull(),
  /** '' when not chosen. */
  gender: text('gender').$type<Gender | ''>().notNull(),
  citizenship: text('citizenship').$type<Citizenship | ''>().notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    isPrevious: boolean('is_previous').notNull(),
    addressLineOne: text('address_line_one').notNull(),
    addressLineTwo: text('address_line_two').notNull(),
    city: text('city').notNull(),
    provinceId: integer('province_id').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Current address only (null on the previous one); whole dollars a month. */
    rentOrMortgageCost: integer('rent_or_mortgage_cost'),
    timeAtAddress: integer('time_at_address'),
    isRenting: boolean('is_renting'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [unique('addresses_user_slot_key').on(table.userId, table.isPrevious)],
);

export const employments = pgTable('employments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: owner().unique('employments_user_id_key'),
  occupation: text('occupation').notNull(),
  /** Whole dollars a month. */
  income: integer('income').notNull(),
  employerName: text('employer_name').notNull(),
  workPhone: text('work_phone').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  timeAtJob: integer('time_at_job').notNull(),
  provinceId: integer('province_id').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const identifications = pgTable(
  'identifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    isSecondary: boolean('is_secondary').notNull(),
    licenseTypeId: integer('license_type_id').notNull(),
    /** AES-256-GCM sealed, base64 (decisions.md section 4): never the number itself. */
    licenseNumberSealed: text('license_number_sealed').notNull(),
    place: text('place').notNull(),
    expiryDate: isoDay('expiry_date'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [unique('identifications_user_slot_key').on(table.userId, table.isSecondary)],
);

export const bankruptcies = pgTable('bankruptcies', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: owner().unique('bankruptcies_user_id_key'),
  declared: boolean('declared').notNull(),
  times: integer('times').notNull(),
  dateFiled: isoDay('date_filed'),
  contributionCents: integer('contribution_cents').notNull(),
  discharge: isoDay('discharge'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A saved budget row: the amount in integer cents, so 0.1 and 1234.56 come back exactly. */
export interface StoredBudgetRow {
  description: string;
  frequency: BudgetFrequency;
  amountCents: number;
}

/** One budget per user, both tables as jsonb arrays (saved and loaded whole, never queried). */
export const budgets = pgTable('budgets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  income: jsonb('income').$type<StoredBudgetRow[]>().notNull(),
  outgoing: jsonb('outgoing').$type<StoredBudgetRow[]>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

/*
 * Two-step sign-in (issue 17, ASVS 5.0 6.3.3): a TOTP secret per user, ten single-use recovery
 * codes, and the short-lived challenge a correct password earns when the second step is asked.
 * Every table goes with the account (on delete cascade).
 */

/**
 * The user's TOTP secret, AES-256-GCM sealed (base64) and bound to the user, so a copy in another
 * row does not open. `pendingSecretSealed` holds the secret being set up until a code proves the
 * authenticator app has it; `secretSealed` is set only then, with `enabledAt`.
 */
export const totpSecrets = pgTable('totp_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed'),
  pendingSecretSealed: text('pending_secret_sealed'),
  enabledAt: at('enabled_at'),
  /** The last 30-second step a code was accepted for: a code (even a later one) at or before it is refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/**
 * Recovery codes, each kept as its hex SHA-256. Unlike passwords, they are 80 random bits
 * chosen by the server, so no dictionary or brute force reaches them: a fast unsalted hash is
 * enough (a slow one would only slow down signing in). Used once: `usedAt` then says when.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [unique('recovery_codes_user_code_key').on(table.userId, table.codeHash)],
);

/**
 * What a correct password earns when two-step sign-in is on: a 256-bit challenge, kept as its
 * SHA-256, that POST /login/totp completes with a code within five minutes, once.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    userId: owner(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('login_challenges_user_id_idx').on(table.userId)],
);
