import { api } from 'shared/api';
import { type AddressRecord, type ProvinceCode, provinceForLetters } from 'shared/contract';

/**
 * The consumer's current address, for the province whose security freeze this page shows first.
 * Named apart from the profile suite's and the letter kit's own address reads (either may be
 * loaded in the same page); the tag is the same, so a profile save refreshes this too.
 */
const identityLockApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    identityLockAddresses: build.query<AddressRecord[], void>({
      query: () => '/address',
      providesTags: ['Address'],
    }),
  }),
});

/**
 * The province of the current address as every rule decides it (consumer-province.ts), or null
 * without one, while it loads, or when it cannot be read: the page then shows what applies
 * everywhere.
 */
export function useConsumerProvince(): ProvinceCode | null {
  const { data } = identityLockApi.useIdentityLockAddressesQuery();
  const current = data?.find((address) => !address.is_previous);
  return current ? provinceForLetters(current).code : null;
}
