import { api, bareJsonBody } from 'shared/api';
import type {
  ApiAnswer,
  EndSessionsRequest,
  SecurityEventsAnswer,
  SessionsAnswer,
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
  }),
});

export const {
  useAccountSessionsQuery,
  useAccountEndSessionsMutation,
  useAccountSecurityEventsQuery,
} = accountApi;
