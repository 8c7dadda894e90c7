import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LetterBodies } from 'shared/contract';
import { expect } from 'vitest';
import { letters } from '../../src/db/schema-letters';
import { pdfText } from '../letters/fixtures';
import type { UserClient } from '../profile/support';
import { download, type GenerateAnswerBody, generate, type LettersUser } from './support';

/** What the letter-type tests share: their cases, and how they read a stored letter back. */

/** One item of GET /generate-pdf: the letter and its group. */
export type ListedLetter = [{ id: string; gid: number; name: string }, { group: string }];

/** The downloaded PDF's text on one line: pdftotext wraps and pads, a reader does not care. */
export async function letterText(user: UserClient, id: string | undefined): Promise<string> {
  const response = await download(user, id);
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload).replace(/\s+/g, ' ');
}

/** How many letters the user has stored (a refused body must leave it unchanged). */
export async function storedLetterCount(app: FastifyInstance, userId: string): Promise<number> {
  const rows = await app.db
    .select({ id: letters.id })
    .from(letters)
    .where(eq(letters.userId, userId));
  return rows.length;
}

/** One letter type's test case: its list name, a valid body and what its PDF must print. */
export interface LetterCase<Type extends keyof LetterBodies> {
  name: string;
  body: LetterBodies[Type];
  /** Facts the letter prints, each as a reader reads it on one line or across lines. */
  facts: string[];
  /** A required field left out, and the message the -2 answer gives for it. */
  missing: { field: keyof LetterBodies[Type] & string; message: string };
}

/** Sends a body the rules refuse: expects 400, -2 with `message` on `field`, and nothing stored. */
export async function expectFieldRefused(
  app: FastifyInstance,
  user: LettersUser,
  body: Record<string, unknown>,
  field: string,
  message: string,
): Promise<void> {
  const before = await storedLetterCount(app, user.userId);
  const response = await generate(user, body);
  expect(response.statusCode).toBe(400);
  expect(response.json<GenerateAnswerBody>()).toMatchObject({
    code: -2,
    errors: { [field]: message },
  });
  expect(await storedLetterCount(app, user.userId)).toBe(before);
}
