import { api } from 'shared/api';
import type { SendGuideAnswer } from 'shared/contract';

/**
 * "How to send it" (issue 14): a letter's channels and its dispute text, from
 * GET /generate-pdf/:id/send-guide. Only My Generated Letters asks for it.
 */
export const sendGuideApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    letterSendGuide: build.query<SendGuideAnswer, string>({
      query: (id) => `/generate-pdf/${encodeURIComponent(id)}/send-guide`,
    }),
  }),
});

export const { useLetterSendGuideQuery } = sendGuideApi;
