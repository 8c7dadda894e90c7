import { boolean, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

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
    /**
     * One number each, in E.164 ('+14165550142'), or '' when none (issue 14: numbers only, so a
     * letter can format them and never prints a note). `toll_free` holds a toll-free number.
     */
    phone: text('phone').notNull(),
    tollFree: text('toll_free').notNull().default(''),
    fax: text('fax').notNull(),
    /**
     * False unless a current page of the creditor publishes the fax: a letter whose fax is still
     * this number is addressed for mail, and its instructions say why.
     */
    faxConfirmed: boolean('fax_confirmed').notNull().default(false),
    /**
     * What is known about the numbers, in a short sentence for the consumer ("French line:
     * 1-844-826-4374."): shown in the wizards, never printed on a letter. '' when nothing.
     */
    phoneNote: text('phone_note').notNull().default(''),
    faxNote: text('fax_note').notNull().default(''),
    /** What is known about the address ("quoted in a 2011 customer letter"), for the wizards. */
    addressNote: text('address_note').notNull().default(''),
    /**
     * The organisation as a letter addresses it and the department line under it, where the
     * company is a label for the picker; '' when the letter is addressed to the company as is.
     */
    addressee: text('addressee').notNull().default(''),
    department: text('department').notNull().default(''),
    /** Where the entry's facts come from (URLs), kept for whoever checks or updates it. */
    source: text('source').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [unique('creditors_company_address_key').on(table.company, table.address)],
);
