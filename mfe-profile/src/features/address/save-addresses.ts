import type { QueryOutcome } from 'shared/api';
import type { CurrentAddress, PreviousAddress } from 'shared/contract';
import type { SaveRequest } from '../../api/profile-api';
import { deleteOutcome, type SaveOutcome, saveOutcome } from '../../lib/save-outcome';
import type { AddressBodies } from './address-form';

/** The ids of the stored addresses as far as this form knows them. */
export interface AddressIds {
  current: string | undefined;
  previous: string | undefined;
}

export interface AddressCalls {
  save: (request: SaveRequest<CurrentAddress | PreviousAddress>) => PromiseLike<QueryOutcome>;
  remove: (id: string) => PromiseLike<QueryOutcome>;
}

export type AddressSaveResult =
  | { ok: true; ids: AddressIds }
  | {
      ok: false;
      ids: AddressIds;
      /** Which part the failed call was about, to put field messages under its fields. */
      part: 'current' | 'previous';
      outcome: Exclude<SaveOutcome, { kind: 'saved' }>;
    };

/**
 * Spec section 4: the current address is saved (created without an id, updated with one); on
 * YES the previous address is saved too; on 'Same As Current' a stored previous address is
 * deleted. Returns the ids known afterwards, also when a later call failed.
 */
export async function saveAddresses(
  calls: AddressCalls,
  known: AddressIds,
  { current, previous }: AddressBodies,
): Promise<AddressSaveResult> {
  const ids = { ...known };
  const currentSaved = saveOutcome(await calls.save({ id: ids.current, body: current }));
  if (currentSaved.kind !== 'saved')
    return { ok: false, ids, part: 'current', outcome: currentSaved };
  ids.current = currentSaved.id ?? ids.current;

  if (previous !== null) {
    const previousSaved = saveOutcome(await calls.save({ id: ids.previous, body: previous }));
    if (previousSaved.kind !== 'saved') {
      return { ok: false, ids, part: 'previous', outcome: previousSaved };
    }
    ids.previous = previousSaved.id ?? ids.previous;
    return { ok: true, ids };
  }

  if (ids.previous !== undefined) {
    const deleted = deleteOutcome(await calls.remove(ids.previous));
    if (deleted.kind !== 'saved') return { ok: false, ids, part: 'previous', outcome: deleted };
    ids.previous = undefined;
  }
  return { ok: true, ids };
}
