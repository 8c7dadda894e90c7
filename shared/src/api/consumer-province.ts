import { type AddressRecord, type ProvinceCode, provinceForLetters } from 'shared/contract';
import { api } from './api';

/**
 * The consumer's current address, read for the province whose rules a screen applies (the
 * debts' removal and limitation dates, the identity lock's security freeze, the consumer
 * office). One endpoint for every suite that needs it: it lives in this shared slice because an
 * endpoint injected by two suites under one name would throw the second time, and under two names
 * it would fetch the same thing twice. Named apart from the profile suite's and the letter kit's
 * own address reads, which need the whole address; the tag is the same, so a profile save
 * refreshes this too.
 */
const consumerAddressApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    consumerAddresses: build.query<AddressRecord[], void>({
      query: () => '/address',
      providesTags: ['Address'],
    }),
  }),
});

export type ConsumerProvince =
  /** While the address loads, or when it could not be read: nothing is said that may be false. */
  | { readonly status: 'unknown' }
  /** No current address: a screen that depends on it says so and links to the address tab. */
  | { readonly status: 'missing' }
  | { readonly status: 'known'; readonly code: ProvinceCode };

/**
 * The province every rule uses (contract/consumer-province.ts: the current address, its postal
 * code winning), from the current address.
 */
export function useConsumerProvince(): ConsumerProvince {
  const { data, isLoading, isError } = consumerAddressApi.useConsumerAddressesQuery();
  if (isLoading || isError || !data) return { status: 'unknown' };
  const current = data.find((address) => !address.is_previous);
  return current
    ? { status: 'known', code: provinceForLetters(current).code }
    : { status: 'missing' };
}

/** The province's code when it is known; null while unknown or without a current address. */
export function knownProvince(province: ConsumerProvince): ProvinceCode | null {
  return province.status === 'known' ? province.code : null;
}
