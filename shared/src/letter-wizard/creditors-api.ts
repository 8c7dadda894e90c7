import { api, bareJsonBody } from 'shared/api';
import type { CreditorDetail, CreditorListItem } from 'shared/contract';

/** The creditor directory (spec section 7): the list, and one creditor's details by id. */
export const creditorsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    creditorList: build.query<CreditorListItem[], void>({
      query: () => '/creditor/list',
      providesTags: [{ type: 'Creditor', id: 'LIST' }],
    }),
    // A POST read (the body is the bare id); cached per id like any query.
    creditorDetail: build.query<CreditorDetail, string>({
      query: (id) => ({ url: '/creditor/get', method: 'POST', ...bareJsonBody(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Creditor', id }],
    }),
  }),
});

export const { useCreditorListQuery, useCreditorDetailQuery, useLazyCreditorDetailQuery } =
  creditorsApi;
