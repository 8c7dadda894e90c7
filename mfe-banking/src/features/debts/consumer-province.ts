import { api } from 'shared/api';
import { type AddressRecord, type ProvinceCode, provinceForLetters } from 'shared/contract';

/**
 * The consumer's current address, for the province whose rules date the debts. Named apart from
 * the profile suite's and the letter kit's own address reads (either may be loaded in the same
 * page); the tag is the same, so a profile save refreshes this too.
 */
const debtsAddressApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    debtsAddresses: build.query<AddressRecord[], void>({
      query: () => '/address',
      providesTags: ['Address'],
    }),
  }),
});

export type DebtsProvince =
  /** While the address loads, or when it could not be read: nothing is said that may be false. */
  | { readonly status: 'unknown' }
  /** No current address: the card says so and links to the tab. */
  | { readonly status: 'missing' }
  | { readonly status: 'known'; readonly code: ProvinceCode };

/** The province every rule uses (consumer-province.ts), from the current address. */
export function useDebtsProvince(): DebtsProvince {
  const { data, isLoading, isError } = debtsAddressApi.useDebtsAddressesQuery();
  if (isLoading || isError || !data) return { status: 'unknown' };
  const current = data.find((address) => !address.is_previous);
  return current
    ? { status: 'known', code: provinceForLetters(current).code }
    : { status: 'missing' };
}
