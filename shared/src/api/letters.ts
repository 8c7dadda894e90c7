import type {
  ApiAnswer,
  GeneratedLetter,
  GenerateLetterAnswer,
  GenerateLetterBody,
} from 'shared/contract';
import { lettersFromList } from 'shared/contract';
import { bareJsonBody } from './answers';
import { api } from './api';
import { type DownloadedFile, fileResponseHandler } from './downloads';

/** A downloaded letter, ready to save: an object URL of the PDF (revoke it once used). */
export type DownloadedLetter = DownloadedFile;

/**
 * The generated-letter calls (spec section 7), in one place because several suites use them:
 * the credit report, credit repair and debt settlement suites generate, My Generated Letters
 * lists, downloads and deletes. Generating or deleting refreshes the list.
 */
export const lettersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    generateLetter: build.mutation<GenerateLetterAnswer, GenerateLetterBody>({
      query: (body) => ({ url: '/generate-pdf', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Letter', id: 'LIST' }]),
    }),
    generatedLetters: build.query<GeneratedLetter[], void>({
      query: () => '/generate-pdf',
      // Pairs with fewer than 2 entries are skipped (spec section 3).
      transformResponse: (list: unknown) => lettersFromList(list),
      providesTags: [{ type: 'Letter', id: 'LIST' }],
    }),
    deleteLetter: build.mutation<ApiAnswer, string>({
      query: (id) => ({ url: '/generate-pdf', method: 'DELETE', ...bareJsonBody(id) }),
      // A -3 (already gone) also refreshes: the list must stop showing it either way.
      invalidatesTags: [{ type: 'Letter', id: 'LIST' }],
    }),
    /** The PDF of a letter, as an object URL (see fileResponseHandler). */
    downloadLetter: build.mutation<DownloadedLetter, string>({
      query: (id) => ({
        url: '/generate-pdf/download',
        method: 'POST',
        ...bareJsonBody(id),
        responseHandler: fileResponseHandler('application/pdf'),
      }),
    }),
  }),
});

export const {
  useGenerateLetterMutation,
  useGeneratedLettersQuery,
  useDeleteLetterMutation,
  useDownloadLetterMutation,
} = lettersApi;
