import type {
  ApiAnswer,
  GeneratedLetter,
  GenerateLetterAnswer,
  GenerateLetterBody,
} from 'shared/contract';
import { lettersFromList } from 'shared/contract';
import { bareJsonBody } from './answers';
import { api } from './api';

/** A downloaded letter, ready to save: an object URL of the PDF (revoke it once used). */
export interface DownloadedLetter {
  objectUrl: string;
}

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
    /**
     * The PDF of a letter. The bytes become an object URL inside the request, so the store only
     * ever holds a string; error answers are JSON and go through the usual -4000 handling.
     */
    downloadLetter: build.mutation<DownloadedLetter, string>({
      query: (id) => ({
        url: '/generate-pdf/download',
        method: 'POST',
        ...bareJsonBody(id),
        responseHandler: async (response) => {
          const type = response.headers.get('Content-Type') ?? '';
          if (!response.ok || !type.startsWith('application/pdf')) return response.json();
          return { objectUrl: URL.createObjectURL(await response.blob()) };
        },
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
