import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { BankingAccountRecord } from 'shared/contract';
import { bareJsonBody } from './answers';
import { api } from './api';

/**
 * A password typed at a gate, as the banking calls take it. The text sits in a private field:
 * Redux action logs and devtools (which see every request's arguments in `meta.arg`) and JSON
 * serialisation only ever show '[concealed]'. The component that asked for it keeps it in its
 * own memory and drops it on unmount; it never goes to storage, the URL or the Redux state.
 */
export class ConcealedPassword {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The password itself, for the one request body that needs it. */
  reveal(): string {
    return this.#value;
  }

  toJSON(): string {
    return '[concealed]';
  }

  toString(): string {
    return '[concealed]';
  }
}

const collator = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true });

/** By account_name, as the letter wizards' pickers list them (spec section 3). */
export function sortByAccountName(
  accounts: readonly BankingAccountRecord[],
): BankingAccountRecord[] {
  return [...accounts].sort((a, b) => collator.compare(a.account_name, b.account_name));
}

/**
 * POST /banking-information/get: the password as a bare JSON string; answers the list, or -1
 * (wrong password), -5 (throttled), -4000. A mutation, not a query: a query would keep its
 * argument (the password) in the cache state and in its cache key.
 */
export const bankingAccountsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bankingAccounts: build.mutation<BankingAccountRecord[], ConcealedPassword>({
      query: (password) => ({
        url: '/banking-information/get',
        method: 'POST',
        ...bareJsonBody(password.reveal()),
      }),
      transformResponse: (accounts: BankingAccountRecord[]) => sortByAccountName(accounts),
    }),
  }),
});

/** What a fetch gives: the list, or the error to read with answerCode/retryAfterMinutes. */
export type BankingAccountsOutcome = { data: BankingAccountRecord[] } | { error: unknown };

/**
 * Fetches the accounts without tracking the call in the store (`track: false`), so neither the
 * password nor the full account numbers stay in Redux: the caller keeps the list in component
 * state. A successful call also opens the 15-minute step-up grant for banking deletes.
 */
export function useFetchBankingAccounts(): (
  password: ConcealedPassword,
) => Promise<BankingAccountsOutcome> {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(
    (password) =>
      dispatch(bankingAccountsApi.endpoints.bankingAccounts.initiate(password, { track: false })),
    [dispatch],
  );
}
