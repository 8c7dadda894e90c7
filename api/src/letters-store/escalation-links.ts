import { createHash } from 'node:crypto';
import { ESCALATION_LETTERS, type EscalationLetterType, type ProvinceCode } from 'shared/contract';
import type { Db } from '../db/database';
import { provinceForLetters } from '../letters';
import { listAddresses } from '../profile/addresses';

/*
 * Escalation letters (issue 14) are one per first letter and kind, without a schema change: an escalation letter's id is derived
 * from its first letter's id and its kind (a name-based UUID, RFC 9562 version 5 layout), so
 * the primary key lets one in even under a double submit, and the list finds the letter an
 * escalation belongs to by deriving the ids of every letter's escalations. Deleting the first
 * letter leaves the escalation letter unlinked, as a deleted first letter leaves a follow-up.
 */

/** A fixed namespace for these ids (random, chosen once). */
const ESCALATION_NAMESPACE = Buffer.from('6f1d2c4e8a3b4f7d9c0e5a1b2d3f4e5a', 'hex');

/** The id of the escalation letter of this kind made from this first letter. */
export function escalationLetterId(firstId: string, kind: EscalationLetterType): string {
  const hash = createHash('sha1')
    .update(ESCALATION_NAMESPACE)
    .update(`${firstId}:${kind}`)
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50; // version 5
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * For each escalation letter id the user's letters would have, the first letter and kind: the
 * list reads an escalation's first letter from it, and a first letter's escalations made.
 */
export function escalationLinks(
  firstIds: readonly string[],
): Map<string, { firstId: string; kind: EscalationLetterType }> {
  const links = new Map<string, { firstId: string; kind: EscalationLetterType }>();
  for (const firstId of firstIds) {
    for (const kind of ESCALATION_LETTERS) {
      links.set(escalationLetterId(firstId, kind), { firstId, kind });
    }
  }
  return links;
}

/**
 * The consumer's province as letters take it (current address, the postal code winning), or
 * null without a current address: the escalation offer depends on it.
 */
export async function consumerProvince(db: Db, userId: string): Promise<ProvinceCode | null> {
  const current = (await listAddresses(db, userId)).find((address) => !address.is_previous);
  return current ? provinceForLetters(current).code : null;
}
