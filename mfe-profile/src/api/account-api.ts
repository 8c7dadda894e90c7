import { api, bareJsonBody } from 'shared/api';
import type {
  ApiAnswer,
  EndSessionsRequest,
  RecoveryCodesRequest,
  SecurityEventsAnswer,
  SessionsAnswer,
  TotpDisableRequest,
  TotpEnableAnswer,
  TotpEnableRequest,
  TotpSetupAnswer,
  TotpStatusAnswer,
} from 'shared/contract';

/**
 * The "Account and privacy" tab's calls (issue 17): where the user is signed in, signing out
 * elsewhere, and the account's security log. Ending a session adds a line to neither list's
 * server data but changes the sessions, so only they are fetched again.
 */
export const accountApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accountSessions: build.query<SessionsAnswer, void>({
      query: () => '/sessions',
      providesTags: ['Session'],
    }),
    accountEndSessions: build.mutation<ApiAnswer, EndSessionsRequest>({
      // The body is a bare JSON string: a session id or "others" (decisions.md section 3).
      query: (choice) => ({ url: '/sessions', method: 'DELETE', ...bareJsonBody(choice) }),
      invalidatesTags: ['Session'],
    }),
    accountSecurityEvents: build.query<SecurityEventsAnswer, void>({
      query: () => '/security-events',
      providesTags: ['SecurityEvent'],
    }),
    // Two-step sign-in: turning it on or off writes an event on the security log too.
    accountTwoStep: build.query<TotpStatusAnswer, void>({
      query: () => '/totp',
      providesTags: ['TwoStep'],
    }),
    accountTwoStepSetup: build.mutation<TotpSetupAnswer, string>({
      // The body is the bare password (decisions.md section 3).
      query: (password) => ({ url: '/totp/setup', method: 'POST', ...bareJsonBody(password) }),
    }),
    accountTwoStepEnable: build.mutation<TotpEnableAnswer, TotpEnableRequest>({
      query: (body) => ({ url: '/totp/enable', method: 'POST', body }),
      // The status is fetched again once the codes were kept (see the section): not here, where
      // the codes on screen would give way to it.
      invalidatesTags: ['SecurityEvent'],
    }),
    accountTwoStepDisable: build.mutation<ApiAnswer, TotpDisableRequest>({
      query: (body) => ({ url: '/totp/disable', method: 'POST', body }),
      invalidatesTags: ['TwoStep', 'SecurityEvent'],
    }),
    accountRecoveryCodesRenew: build.mutation<TotpEnableAnswer, RecoveryCodesRequest>({
      query: (body) => ({ url: '/totp/recovery-codes', method: 'POST', body }),
      // Like turning it on: the status is fetched again once the new codes were kept.
      invalidatesTags: ['SecurityEvent'],
    }),
  }),
});

export const {
  useAccountSessionsQuery,
  useAccountEndSessionsMutation,
  useAccountSecurityEventsQuery,
  useAccountTwoStepQuery,
  useAccountTwoStepSetupMutation,
  useAccountTwoStepEnableMutation,
  useAccountTwoStepDisableMutation,
  useAccountRecoveryCodesRenewMutation,
} = accountApi;
