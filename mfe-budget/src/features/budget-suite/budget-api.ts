import { api } from 'shared/api';
import type { ApiAnswer, Budget } from 'shared/contract';
import { LANGUAGES, type Locale, localeOf } from 'shared/i18n';

/** GET|PUT /api/v1/budget, injected into the one shared api slice (decisions.md section 1). */
export const budgetApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * Asked in the page's language (its locale is the argument, so each language has its own
     * cache entry): a budget never saved answers the default rows in that language's words, and
     * a switch of language asks again. A saved budget answers the words it was saved with.
     */
    getBudget: build.query<Budget, Locale>({
      query: (locale) => ({ url: '/budget', headers: { 'Accept-Language': locale } }),
      providesTags: ['Budget'],
    }),
    saveBudget: build.mutation<ApiAnswer, Budget>({
      query: (body) => ({ url: '/budget', method: 'PUT', body }),
      // No invalidation: the page is the only writer, so the cache takes the body at once. A
      // return to the page then shows the latest edits even while this save is still on its way
      // (a refetch could answer the older, stored rows).
      // Saved, the rows are the same in every language.
      async onQueryStarted(body, { dispatch }) {
        await Promise.all(
          LANGUAGES.map((language) =>
            dispatch(budgetApi.util.upsertQueryData('getBudget', localeOf(language), body)),
          ),
        );
      },
    }),
  }),
});

export const { useGetBudgetQuery } = budgetApi;
