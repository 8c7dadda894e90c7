import { answerCode, fieldErrors, isNetworkError, type QueryOutcome } from 'shared/api';
import { ResultCode } from 'shared/contract';

/** What became of a save, as a form needs to know it. */
export type SaveOutcome =
  | { kind: 'saved'; id: string | undefined }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'network' }
  | { kind: 'failed' };

export function saveOutcome(outcome: QueryOutcome): SaveOutcome {
  const code = answerCode(outcome);
  if (code === ResultCode.ok) {
    const { data } = outcome;
    const id =
      typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string'
        ? data.id
        : undefined;
    return { kind: 'saved', id };
  }
  if (code === ResultCode.validation) return { kind: 'invalid', errors: fieldErrors(outcome) };
  if (code === null && isNetworkError(outcome.error)) return { kind: 'network' };
  return { kind: 'failed' };
}

/**
 * What became of a delete: -3 (no such record) counts as done, since the record the user wanted
 * gone is gone (another tab may have removed it first).
 */
export function deleteOutcome(outcome: QueryOutcome): SaveOutcome {
  if (answerCode(outcome) === ResultCode.notFound) return { kind: 'saved', id: undefined };
  return saveOutcome(outcome);
}
