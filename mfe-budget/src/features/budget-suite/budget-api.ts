import { api } from 'shared/api';
import type { ApiAnswer, Budget } from 'shared/contract';

/** GET|PUT /api/v1/budget, injected into the one shared api slice (decisions.md section 1). */
export const budgetApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getBudget: build.query<Budget, void>({
      query: () => '/budget',
      providesTags: ['Budget'],
    }),
    saveBudget: build.mutation<ApiAnswer, Budget>({
      query: (body) => ({ url: '/budget', method: 'PUT', body }),
      // No invalidation: the page is the only writer, so the cache takes the body at once. A
      // return to the page then shows the latest edits even while this save is still on its way
      // (a refetch could answer the older, stored rows).
      async onQueryStarted(body, { dispatch }) {
        await dispatch(budgetApi.util.upsertQueryData('getBudget', undefined, body));
      },
    }),
  }),
});

export const { useGetBudgetQuery } = budgetApi;
