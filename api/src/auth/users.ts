import { eq, sql } from 'drizzle-orm';
import type { Language } from 'shared/contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';

export type User = typeof users.$inferSelect;

/** Emails are compared and stored lower-cased: Jo@Example.ca and jo@example.ca are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Undefined when the email already has an account. */
export async function createUser(
  db: Db,
  input: { email: string; passwordHash: string; now: Date; language?: Language },
): Promise<User | undefined> {
  const [user] = await db
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      passwordHash: input.passwordHash,
      createdAt: input.now,
      passwordChangedAt: input.now,
      language: input.language,
    })
    .onConflictDoNothing()
    .returning();
  return user;
}

export async function setPasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** Saves the language the user reads (the switch, the contact form). */
export async function setUserLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
