import { api } from 'shared/api';
import type { BankruptcyRecord } from 'shared/contract';
import type { ProfileBankruptcy } from 'shared/contract/negative-item';

/**
 * The profile's bankruptcy record (GET /bankruptcy, the user's one record), for the discharge a
 * bankruptcy's removal dates count from. Named apart from the profile suite's own read (both may
 * be loaded in one page); the tag is the same, so saving the bankruptcy tab refreshes this too.
 */
const debtsBankruptcyApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    debtsBankruptcies: build.query<BankruptcyRecord[], void>({
      query: () => '/bankruptcy',
      providesTags: ['Bankruptcy'],
    }),
  }),
});

export type DebtsBankruptcy =
  /** Not asked (the card is no bankruptcy), loading, or unreadable: no date is said. */
  | { readonly status: 'unknown' }
  /** What the tab holds; null when the consumer never filled it. */
  | { readonly status: 'known'; readonly record: ProfileBankruptcy | null };

/** The profile's bankruptcy, read only for a card that is a bankruptcy (`wanted`). */
export function useDebtsBankruptcy(wanted: boolean): DebtsBankruptcy {
  const { data, isLoading, isError } = debtsBankruptcyApi.useDebtsBankruptciesQuery(undefined, {
    skip: !wanted,
  });
  if (!wanted || isLoading || isError || !data) return { status: 'unknown' };
  return { status: 'known', record: data[0] ?? null };
}
