import { api, bareJsonBody } from 'shared/api';
import type {
  AddressRecord,
  ApiAnswer,
  Bankruptcy,
  BankruptcyRecord,
  Contact,
  ContactRecord,
  CreatedAnswer,
  CurrentAddress,
  Employment,
  EmploymentRecord,
  Identification,
  IdentificationRecord,
  PreviousAddress,
} from 'shared/contract';

/**
 * What a save sends: the validated body, and the record's id when one is known. No id means a
 * create (POST), an id an update (PUT) that carries it (spec section 4).
 */
export interface SaveRequest<Body> {
  id: string | undefined;
  body: Body;
}

function save<Body extends object>(url: string, { id, body }: SaveRequest<Body>) {
  return id === undefined
    ? { url, method: 'POST', body }
    : { url, method: 'PUT', body: { ...body, id } };
}

/** A DELETE's body is the bare id (decisions.md section 3). */
function remove(url: string, id: string) {
  return { url, method: 'DELETE', ...bareJsonBody(id) };
}

/**
 * The personal-information calls of spec section 7. Names start with `profile` so that another
 * suite injecting its own contact or address reads (the letter wizards' prefill) cannot collide
 * with them; the tags are shared, so a save here refreshes those reads too.
 */
export const profileApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    profileContacts: build.query<ContactRecord[], void>({
      query: () => '/contact',
      providesTags: ['Contact'],
    }),
    profileSaveContact: build.mutation<CreatedAnswer, SaveRequest<Contact>>({
      query: (request) => save('/contact', request),
      invalidatesTags: ['Contact'],
    }),
    profileAddresses: build.query<AddressRecord[], void>({
      query: () => '/address',
      providesTags: ['Address'],
    }),
    profileSaveAddress: build.mutation<
      CreatedAnswer,
      SaveRequest<CurrentAddress | PreviousAddress>
    >({
      query: (request) => save('/address', request),
      invalidatesTags: ['Address'],
    }),
    profileDeleteAddress: build.mutation<ApiAnswer, string>({
      query: (id) => remove('/address', id),
      invalidatesTags: ['Address'],
    }),
    profileEmployments: build.query<EmploymentRecord[], void>({
      query: () => '/employment',
      providesTags: ['Employment'],
    }),
    profileSaveEmployment: build.mutation<CreatedAnswer, SaveRequest<Employment>>({
      query: (request) => save('/employment', request),
      invalidatesTags: ['Employment'],
    }),
    profileIdentifications: build.query<IdentificationRecord[], void>({
      query: () => '/identification',
      providesTags: ['Identification'],
    }),
    profileSaveIdentification: build.mutation<CreatedAnswer, SaveRequest<Identification>>({
      query: (request) => save('/identification', request),
      invalidatesTags: ['Identification'],
    }),
    profileDeleteIdentification: build.mutation<ApiAnswer, string>({
      query: (id) => remove('/identification', id),
      invalidatesTags: ['Identification'],
    }),
    profileBankruptcies: build.query<BankruptcyRecord[], void>({
      query: () => '/bankruptcy',
      providesTags: ['Bankruptcy'],
    }),
    profileSaveBankruptcy: build.mutation<CreatedAnswer, SaveRequest<Bankruptcy>>({
      query: (request) => save('/bankruptcy', request),
      invalidatesTags: ['Bankruptcy'],
    }),
  }),
});

export const {
  useProfileContactsQuery,
  useProfileSaveContactMutation,
  useProfileAddressesQuery,
  useProfileSaveAddressMutation,
  useProfileDeleteAddressMutation,
  useProfileEmploymentsQuery,
  useProfileSaveEmploymentMutation,
  useProfileIdentificationsQuery,
  useProfileSaveIdentificationMutation,
  useProfileDeleteIdentificationMutation,
  useProfileBankruptciesQuery,
  useProfileSaveBankruptcyMutation,
} = profileApi;
