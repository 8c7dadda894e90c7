import type { QueryOutcome } from 'shared/api';
import type { Identification } from 'shared/contract';
import type { SaveRequest } from '../../api/profile-api';
import { deleteOutcome, type SaveOutcome, saveOutcome } from '../../lib/save-outcome';
import { type IdentificationBodies, SLOTS, type Slot } from './identifications-form';

export type IdentificationIds = Record<Slot, string | undefined>;

export interface IdentificationCalls {
  save: (request: SaveRequest<Identification>) => PromiseLike<QueryOutcome>;
  remove: (id: string) => PromiseLike<QueryOutcome>;
}

export type IdentificationsSaveResult =
  | { ok: true; ids: IdentificationIds }
  | {
      ok: false;
      ids: IdentificationIds;
      slot: Slot;
      outcome: Exclude<SaveOutcome, { kind: 'saved' }>;
    };

/** A slot whose place and number are both empty holds no identification. */
export function isEmptied(body: Identification): boolean {
  return body.place === '' && body.license_number === '';
}

/**
 * Spec section 4: a slot whose place and number were both emptied has its stored record deleted;
 * any other slot is saved (created without an id, updated with one), primary then secondary.
 * An empty slot with no stored record sends nothing: there is nothing to keep or remove.
 */
export async function saveIdentifications(
  calls: IdentificationCalls,
  known: IdentificationIds,
  bodies: IdentificationBodies,
): Promise<IdentificationsSaveResult> {
  const ids = { ...known };
  for (const slot of SLOTS) {
    const body = bodies[slot];
    const id = ids[slot];
    if (isEmptied(body)) {
      if (id === undefined) continue;
      const deleted = deleteOutcome(await calls.remove(id));
      if (deleted.kind !== 'saved') return { ok: false, ids, slot, outcome: deleted };
      ids[slot] = undefined;
      continue;
    }
    const saved = saveOutcome(await calls.save({ id, body }));
    if (saved.kind !== 'saved') return { ok: false, ids, slot, outcome: saved };
    ids[slot] = saved.id ?? id;
  }
  return { ok: true, ids };
}
