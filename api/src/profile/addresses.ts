import { and, asc, eq } from 'drizzle-orm';
import type { Address, AddressRecord } from 'shared/contract';
import type { Db } from '../db/database';
import { addresses } from '../db/schema';
import { type SaveResult, type UpdateResult, updateInSlot, wasInserted } from './slots';

type AddressRow = typeof addresses.$inferSelect;

function columns(input: Address) {
  const common = {
    isPrevious: input.is_previous,
    addressLineOne: input.address_line_one,
    addressLineTwo: input.address_line_two,
    city: input.city,
    provinceId: input.province_id,
    postalCode: input.postal_code,
  };
  if (input.is_previous) {
    // The rent, time at address and renting belong to the current address only (spec section 3).
    return { ...common, rentOrMortgageCost: null, timeAtAddress: null, isRenting: null };
  }
  return {
    ...common,
    rentOrMortgageCost: input.rent_or_mortgage_cost,
    timeAtAddress: input.time_at_address,
    isRenting: input.is_renting,
  };
}

function record(row: AddressRow): AddressRecord {
  const common = {
    id: row.id,
    address_line_one: row.addressLineOne,
    address_line_two: row.addressLineTwo,
    city: row.city,
    province_id: row.provinceId,
    postal_code: row.postalCode,
  };
  if (row.isPrevious) return { ...common, is_previous: true };
  return {
    ...common,
    is_previous: false,
    rent_or_mortgage_cost: row.rentOrMortgageCost ?? 0,
    time_at_address: row.timeAtAddress ?? 0,
    is_renting: row.isRenting ?? false,
  };
}

/** The current address first, then the previous one. */
export async function listAddresses(db: Db, userId: string): Promise<AddressRecord[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.isPrevious));
  return rows.map(record);
}

/** Creates the current or previous address (by is_previous), or updates the one in that place. */
export async function saveAddress(
  db: Db,
  userId: string,
  input: Address,
  now: Date,
): Promise<SaveResult> {
  const values = columns(input);
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [addresses.userId, addresses.isPrevious],
      set: { ...values, updatedAt: now },
    })
    .returning({ id: addresses.id, created: wasInserted });
  if (!row) throw new Error('An upsert returned no row.');
  return row;
}

/**
 * Updates the user's address with this id. Switching is_previous moves it to the other place
 * when that place is free; when another address holds it, nothing changes (`slot-taken`).
 */
export function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: Address,
  now: Date,
): Promise<UpdateResult> {
  return updateInSlot(() =>
    db
      .update(addresses)
      .set({ ...columns(input), updatedAt: now })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id }),
  );
}

/** False when the user has no address with this id. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
