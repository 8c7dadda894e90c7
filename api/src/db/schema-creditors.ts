import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

// Times are written by the app from its injected clock, so tests can move time.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The creditor directory (spec sections 3 and 7): Canadian lenders and collection agencies the
 * letter wizards pick from. Shared by every user (no user_id). Seeded from api/data/creditors.csv
 * at start and extended with the creditors:load command; both upsert on company + address, so a
 * load can run again without making duplicates.
 */
export const creditors = pgTable(
  'creditors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company: text('company').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** The two-letter code ('ON', 'PE'), or '' when unknown. */
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Free text as published: may hold several numbers and notes. '' when none. */
    phone: text('phone').notNull(),
    fax: text('fax').notNull(),
    /** Where the entry's facts come from (URLs), kept for whoever checks or updates it. */
    source: text('source').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [unique('creditors_company_address_key').on(table.company, table.address)],
);
