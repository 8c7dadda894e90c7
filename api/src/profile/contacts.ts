import { and, asc, eq, sql } from 'drizzle-orm';
import type { Contact, ContactRecord, Language } from 'shared/contract';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { contacts, users } from '../db/schema';
import { type SaveResult, type UpdateResult, updateInSlot, wasInserted } from './slots';

type ContactRow = typeof contacts.$inferSelect;

function columns(input: Contact) {
  return {
    email: input.email,
    firstName: input.first_name,
    middleName: input.middle_name,
    lastName: input.last_name,
    homePhone: input.home_phone,
    cellPhone: input.cell_phone,
    dateOfBirth: input.date_of_birth,
    gender: input.gender,
    citizenship: input.citizenship,
  };
}

function record(row: ContactRow, language: Language): ContactRecord {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    home_phone: row.homePhone,
    cell_phone: row.cellPhone,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    citizenship: row.citizenship,
    language,
  };
}

/** The personal tab's first read. */
const contactsOfUser = preparedPerDatabase((db) =>
  db
    .select({ contact: contacts, language: users.language })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.userId))
    .where(eq(contacts.userId, sql.placeholder('userId')))
    .orderBy(asc(contacts.createdAt))
    .prepare('contacts_of_user'),
);

/** The user's contact as a list (at most one: the unique user_id makes sure). */
export async function listContacts(db: Db, userId: string): Promise<ContactRecord[]> {
  const rows = await contactsOfUser(db).execute({ userId });
  return rows.map((row) => record(row.contact, row.language));
}

/** Creates the user's one contact, or updates it when it exists. */
export async function saveContact(
  db: Db,
  userId: string,
  input: Contact,
  now: Date,
): Promise<SaveResult> {
  const values = columns(input);
  const [row] = await db
    .insert(contacts)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: contacts.userId, set: { ...values, updatedAt: now } })
    .returning({ id: contacts.id, created: wasInserted });
  if (!row) throw new Error('An upsert returned no row.');
  return row;
}

/** Updates the contact with this id if it is the user's. */
export function updateContact(
  db: Db,
  userId: string,
  id: string,
  input: Contact,
  now: Date,
): Promise<UpdateResult> {
  return updateInSlot(() =>
    db
      .update(contacts)
      .set({ ...columns(input), updatedAt: now })
      .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
      .returning({ id: contacts.id }),
  );
}
