import { answerCode, api } from 'shared/api';
import {
  type CreatedAnswer,
  type EscalationBody,
  type FollowUpBody,
  type GenerateLetterAnswer,
  type LetterTrackingBody,
  ResultCode,
} from 'shared/contract';

const LETTER_LIST = [{ type: 'Letter' as const, id: 'LIST' }];

/**
 * Refresh the list after a change, and after -3 too (the letter is gone: the list must stop
 * showing it). A refused body (-2) or a failed request changed nothing.
 */
function listAfter(error: unknown) {
  if (error === undefined) return LETTER_LIST;
  return answerCode({ error }) === ResultCode.notFound ? LETTER_LIST : [];
}

/**
 * The dispute tracker's calls (issue 9), used only by My Generated Letters: saving a letter's
 * tracking record, making a follow-up letter and an escalation letter. The list query lives in
 * shared/api.
 */
export const letterTrackingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    saveLetterTracking: build.mutation<CreatedAnswer, LetterTrackingBody>({
      query: (body) => ({ url: '/generate-pdf/tracking', method: 'PUT', body }),
      invalidatesTags: (_result, error) => listAfter(error),
    }),
    makeFollowUpLetter: build.mutation<GenerateLetterAnswer, FollowUpBody>({
      query: (body) => ({ url: '/generate-pdf/follow-up', method: 'POST', body }),
      invalidatesTags: (_result, error) => listAfter(error),
    }),
    makeEscalationLetter: build.mutation<GenerateLetterAnswer, EscalationBody>({
      query: (body) => ({ url: '/generate-pdf/escalation', method: 'POST', body }),
      invalidatesTags: (_result, error) => listAfter(error),
    }),
  }),
});

export const {
  useSaveLetterTrackingMutation,
  useMakeFollowUpLetterMutation,
  useMakeEscalationLetterMutation,
} = letterTrackingApi;
