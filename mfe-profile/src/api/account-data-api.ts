import { api, bareJsonBody, type DownloadedFile, fileResponseHandler } from 'shared/api';
import type { ApiAnswer } from 'shared/contract';

/**
 * The user's rights over their data (issue 17): the ZIP of everything kept, and deleting the
 * account. Both bodies are the bare password (decisions.md section 3).
 */
export const accountDataApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    exportAccountData: build.mutation<DownloadedFile, string>({
      query: (password) => ({
        url: '/me/export',
        method: 'POST',
        ...bareJsonBody(password),
        responseHandler: fileResponseHandler('application/zip'),
      }),
    }),
    deleteAccount: build.mutation<ApiAnswer, string>({
      query: (password) => ({ url: '/me', method: 'DELETE', ...bareJsonBody(password) }),
    }),
  }),
});

export const { useExportAccountDataMutation, useDeleteAccountMutation } = accountDataApi;
