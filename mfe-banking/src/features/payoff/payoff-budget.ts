import { api } from 'shared/api';
import type { Budget } from 'shared/contract';

/**
 * The consumer's budget, for the plan's default monthly amount. Named apart from the budget
 * suite's own read (both may be loaded in the same page); the tag is the same, so a budget save
 * refreshes this too.
 */
const payoffBudgetApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    payoffBudget: build.query<Budget, void>({
      query: () => '/budget',
      providesTags: ['Budget'],
    }),
  }),
});

export const { usePayoffBudgetQuery } = payoffBudgetApi;
