import { and, asc, eq } from 'drizzle-orm';
import type { Identification, IdentificationRecord } from 'shared/contract';
import type { Cipher } from '../crypto/cipher';
import type { Db } from '../db/database';
import { identifications } from '../db/schema';
import { type SaveResult, type UpdateResult, updateInSlot, wasInserted } from './slots';

type IdentificationRow = typeof identifications.$inferSelect;

/**
 * Identification numbers are sealed at rest (decisions.md section 4). The context binds a sealed
 * value to its column and owner, so one copied into another user's row does not decrypt.
 */
const sealContext = (userId: string) => `identifications.license_number:${userId}`;

function columns(cipher: Cipher, userId: string, input: Identification) {
  return {
    isSecondary: input.is_secondary,
    licenseTypeId: input.license_type_id,
    licenseNumberSealed: cipher.encryptText(input.license_number, sealContext(userId)),
    place: input.place,
    expiryDate: input.expiry_date,
  };
}

function record(cipher: Cipher, row: IdentificationRow): IdentificationRecord {
  return {
    id: row.id,
    license_type_id: row.licenseTypeId,
    license_number: cipher.decryptText(row.licenseNumberSealed, sealContext(row.userId)),
    place: row.place,
    expiry_date: row.expiryDate,
    is_secondary: row.isSecondary,
  };
}

/** The primary identification first, then the secondary one. */
export async function listIdentifications(
  db: Db,
  cipher: Cipher,
  userId: string,
): Promise<IdentificationRecord[]> {
  const rows = await db
    .select()
    .from(identifications)
    .where(eq(identifications.userId, userId))
    .orderBy(asc(identifications.isSecondary));
  return rows.map((row) => record(cipher, row));
}

/** Creates the primary or secondary identification (by is_secondary), or updates that one. */
export async function saveIdentification(
  db: Db,
  cipher: Cipher,
  userId: string,
  input: Identification,
  now: Date,
): Promise<SaveResult> {
  const values = columns(cipher, userId, input);
  const [row] = await db
    .insert(identifications)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [identifications.userId, identifications.isSecondary],
      set: { ...values, updatedAt: now },
    })
    .returning({ id: identifications.id, created: wasInserted });
  if (!row) throw new Error('An upsert returned no row.');
  return row;
}

/**
 * Updates the user's identification with this id. Switching is_secondary moves it to the other
 * place when that place is free; when another identification holds it, nothing changes.
 */
export function updateIdentification(
  db: Db,
  cipher: Cipher,
  userId: string,
  id: string,
  input: Identification,
  now: Date,
): Promise<UpdateResult> {
  return updateInSlot(() =>
    db
      .update(identifications)
      .set({ ...columns(cipher, userId, input), updatedAt: now })
      .where(and(eq(identifications.id, id), eq(identifications.userId, userId)))
      .returning({ id: identifications.id }),
  );
}

/** False when the user has no identification with this id. */
export async function deleteIdentification(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(identifications)
    .where(and(eq(identifications.id, id), eq(identifications.userId, userId)))
    .returning({ id: identifications.id });
  return rows.length > 0;
}
