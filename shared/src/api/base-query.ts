import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_KEY_HEADER, isApiAnswer, ResultCode, sessionEndReasonOf } from 'shared/contract';
import { i18n } from 'shared/i18n';
import {
  reportServerAnswer,
  type SessionRootState,
  selectSessionKey,
  signedOut,
} from 'shared/session';
import { isNetworkError } from './answers';

// Absolute so that fetch also accepts it outside a browser page (tests); in the page it is the
// page's own origin, where the API is served (remotes run in the shell's page too).
function apiBaseUrl(): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/api/v1`;
}

function currentKey(state: unknown): string | null {
  return selectSessionKey(state as SessionRootState);
}

const fetchApi = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  prepareHeaders: (headers, { getState }) => {
    const key = currentKey(getState());
    if (key) headers.set(API_KEY_HEADER, key);
    // The API answers its messages in the page's language ('fr-CA' or 'en-CA'), or in the one
    // a query asks for itself (an answer cached per language).
    if (i18n.language && !headers.has('Accept-Language')) {
      headers.set('Accept-Language', i18n.language);
    }
    return headers;
  },
});

function answerBody(result: { data?: unknown; error?: FetchBaseQueryError }): unknown {
  return result.error ? result.error.data : result.data;
}

function isSessionInvalid(result: { data?: unknown; error?: FetchBaseQueryError }): boolean {
  const body = answerBody(result);
  return isApiAnswer(body) && body.code === ResultCode.sessionInvalid;
}

/**
 * fetchBaseQuery plus the session rule: any answer with code -4000 (error or success body) signs
 * the user out. Only when a key was sent and is still the current one: a late answer to a request
 * of an earlier session cannot end a newer one, and a request sent while signed out cannot start
 * a sign-out loop.
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const keySent = currentKey(api.getState());
  const result = await fetchApi(args, api, extraOptions);
  reportServerAnswer(!isNetworkError(result.error));
  if (isSessionInvalid(result) && keySent !== null && currentKey(api.getState()) === keySent) {
    api.dispatch(signedOut(sessionEndReasonOf(answerBody(result)) ?? undefined));
  }
  return result;
};
