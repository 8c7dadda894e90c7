import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  ApiAnswer,
  ChangePasswordRequest,
  Language,
  LanguageRequest,
  LoginAnswer,
  PasswordResetConfirm,
  PasswordResetRequest,
  RegisterRequest,
  SessionAnswer,
  TotpRequiredAnswer,
} from 'shared/contract';
import { sessionStorageListener, signedOut } from 'shared/session';
import { baseQuery } from './base-query';

export interface HealthAnswer extends ApiAnswer {
  database: 'pglite' | 'postgres';
}

/** Tags of the suites' entities; remotes use them in their injected endpoints. */
export const API_TAG_TYPES = [
  'Contact',
  'Address',
  'Employment',
  'Identification',
  'Bankruptcy',
  'BankingAccount',
  'Letter',
  'Budget',
  'Creditor',
  'Session',
  'SecurityEvent',
  'TwoStep',
] as const;
export type ApiTagType = (typeof API_TAG_TYPES)[number];

/**
 * The one RTK Query slice. Remotes add endpoints with
 * `api.injectEndpoints({ overrideExisting: 'throw', endpoints })`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Back online (or the server answering again, see the shell's listeners): every query on the
  // screen asks again, so nothing stays stale or failed.
  refetchOnReconnect: true,
  tagTypes: API_TAG_TYPES,
  endpoints: (build) => ({
    // Signing in is one fetch of the login page (shell/src/features/auth/sign-in-request.ts),
    // which loads no store; registering comes with the store.
    register: build.mutation<LoginAnswer, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    logout: build.mutation<ApiAnswer, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    changePassword: build.mutation<ApiAnswer, ChangePasswordRequest>({
      query: (body) => ({ url: '/change-password', method: 'POST', body }),
    }),
    /** Asks for a reset link by email: the same answer whether or not an account uses it. */
    requestPasswordReset: build.mutation<ApiAnswer, PasswordResetRequest>({
      query: (body) => ({ url: '/password-reset/request', method: 'POST', body }),
    }),
    /**
     * Sets a new password with the link's token; answers a new session like a sign-in, or, with
     * two-step sign-in on, the challenge that the code completes.
     */
    confirmPasswordReset: build.mutation<LoginAnswer | TotpRequiredAnswer, PasswordResetConfirm>({
      query: (body) => ({ url: '/password-reset/confirm', method: 'POST', body }),
    }),
    /** Who the key belongs to; the shell asks on every navigation to catch a revoked key. */
    session: build.query<SessionAnswer, void>({
      query: () => '/session',
    }),
    /**
     * The language switch of a signed-in user: saves it on the user, so it follows them to
     * another device. The contact records carry it too, and the session answer is updated.
     */
    saveLanguage: build.mutation<ApiAnswer & { language: Language }, LanguageRequest>({
      query: (body) => ({ url: '/language', method: 'PUT', body }),
      invalidatesTags: ['Contact'],
      async onQueryStarted({ language }, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          api.util.updateQueryData('session', undefined, (session) => {
            session.language = language;
          }),
        );
      },
    }),
    health: build.query<HealthAnswer, void>({
      query: () => '/health',
    }),
  }),
});

export const {
  useRegisterMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useConfirmPasswordResetMutation,
  useHealthQuery,
  useRequestPasswordResetMutation,
  useSaveLanguageMutation,
  useSessionQuery,
} = api;

/** The signed-in user's email address, once GET /session has answered (the app frame asks it). */
export function useSignedInEmail(): string | undefined {
  return useSessionQuery().data?.email;
}

// Signing out drops every cached answer, so the next user of this tab never sees the previous
// user's data. After the current task: a reset aborts requests in flight, and the request whose
// -4000 answer caused the sign-out must still hand that answer to its caller. Registered here
// because this module is loaded wherever the api is used.
sessionStorageListener.startListening({
  actionCreator: signedOut,
  effect: async (_action, listenerApi) => {
    await listenerApi.delay(0);
    listenerApi.dispatch(api.util.resetApiState());
  },
});
