import { useMemo } from 'react';
import { api } from 'shared/api';
import {
  type AddressRecord,
  type ContactRecord,
  type EmploymentRecord,
  type ProvinceCode,
  provinceById,
  provinceForLetters,
  WIZARD_PROVINCES,
  type WizardProvince,
} from 'shared/contract';

/**
 * The profile reads behind the letter prefills. Named apart from the profile suite's own
 * endpoints (which may be loaded in the same page); the tags are the same, so a profile save
 * refreshes these too.
 */
const prefillApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    letterPrefillContacts: build.query<ContactRecord[], void>({
      query: () => '/contact',
      providesTags: ['Contact'],
    }),
    letterPrefillAddresses: build.query<AddressRecord[], void>({
      query: () => '/address',
      providesTags: ['Address'],
    }),
    letterPrefillEmployments: build.query<EmploymentRecord[], void>({
      query: () => '/employment',
      providesTags: ['Employment'],
    }),
  }),
});

export interface LetterPrefill {
  /** The first employment record's employer name. */
  currentEmployer: string;
  /** The first contact's first and last name. */
  correctName: string;
  /** The address not marked previous, its province as the wizard names it. */
  address: {
    street_address: string;
    address_line_two: string;
    city: string;
    province: WizardProvince | '';
    postal_code: string;
  };
  /**
   * The consumer's province as the letters decide it (the current address, the postal code
   * winning), for the rules that depend on it; null without a current address.
   */
  provinceCode: ProvinceCode | null;
}

function wizardProvince(provinceId: number): WizardProvince | '' {
  const name = provinceById(provinceId)?.name;
  return WIZARD_PROVINCES.find((province) => province === name) ?? '';
}

/** Spec section 2's prefills, '' wherever the profile has nothing. Pure, for tests. */
export function letterPrefillFrom(
  contacts: readonly ContactRecord[],
  addresses: readonly AddressRecord[],
  employments: readonly EmploymentRecord[],
): LetterPrefill {
  const contact = contacts[0];
  const current = addresses.find((address) => !address.is_previous);
  const correctName = contact ? `${contact.first_name} ${contact.last_name}`.trim() : '';
  return {
    currentEmployer: employments[0]?.name ?? '',
    correctName,
    address: {
      street_address: current?.address_line_one ?? '',
      address_line_two: current?.address_line_two ?? '',
      city: current?.city ?? '',
      province: current ? wizardProvince(current.province_id) : '',
      postal_code: current?.postal_code ?? '',
    },
    provinceCode: current ? provinceForLetters(current).code : null,
  };
}

export interface LetterPrefillState {
  isLoading: boolean;
  isError: boolean;
  prefill: LetterPrefill;
}

const NONE: readonly never[] = [];

/** The prefills of the letter forms, read from the user's profile. */
export function useLetterPrefill(): LetterPrefillState {
  const contacts = prefillApi.useLetterPrefillContactsQuery();
  const addresses = prefillApi.useLetterPrefillAddressesQuery();
  const employments = prefillApi.useLetterPrefillEmploymentsQuery();
  // One object per change of the data, so forms can use it in effect dependencies.
  const prefill = useMemo(
    () =>
      letterPrefillFrom(contacts.data ?? NONE, addresses.data ?? NONE, employments.data ?? NONE),
    [contacts.data, addresses.data, employments.data],
  );
  return {
    isLoading: contacts.isLoading || addresses.isLoading || employments.isLoading,
    isError: contacts.isError || addresses.isError || employments.isError,
    prefill,
  };
}
