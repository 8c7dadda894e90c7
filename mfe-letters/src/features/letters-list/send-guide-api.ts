import { api } from 'shared/api';
import type { SendGuideAnswer } from 'shared/contract';
import type { Locale } from 'shared/i18n';

/**
 * "How to send it" (issue 14): a letter's channels and its dispute text, from
 * GET /generate-pdf/:id/send-guide. Only My Generated Letters asks for it.
 */
export const sendGuideApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    // Worded in the page's language: its locale is part of the argument, so a switch of
    // language asks again rather than show the guide in the language of the first visit.
    letterSendGuide: build.query<SendGuideAnswer, { id: string; locale: Locale }>({
      query: ({ id, locale }) => ({
        url: `/generate-pdf/${encodeURIComponent(id)}/send-guide`,
        headers: { 'Accept-Language': locale },
      }),
    }),
  }),
});

export const { useLetterSendGuideQuery } = sendGuideApi;
