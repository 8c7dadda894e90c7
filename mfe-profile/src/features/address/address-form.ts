import {
  type AddressRecord,
  type CurrentAddressRecord,
  currentAddress,
  DEFAULT_PROVINCE_ID,
  type PreviousAddressRecord,
  previousAddress,
  TIME_AT_MIN,
} from 'shared/contract';
import { z } from 'shared/zod';
import { formSchema, inputText, optionalNumber, requiredNumber } from '../../lib/form-schema';

export interface PreviousAddressValues {
  address_line_one: string;
  address_line_two: string;
  city: string;
  province_id: string;
  postal_code: string;
}

export interface CurrentAddressValues extends PreviousAddressValues {
  rent_or_mortgage_cost: string;
  time_at_address: string;
  is_renting: 'true' | 'false';
}

/** The previous-address choice (spec section 4): 'Same As Current' or 'YES'. */
export const PREVIOUS_CHOICES = ['same', 'yes'] as const;
export type PreviousChoice = (typeof PREVIOUS_CHOICES)[number];

export interface AddressValues {
  current: CurrentAddressValues;
  previous_choice: PreviousChoice;
  previous: PreviousAddressValues;
}

export const CURRENT_ADDRESS_FIELDS = [
  'address_line_one',
  'address_line_two',
  'city',
  'province_id',
  'postal_code',
  'rent_or_mortgage_cost',
  'time_at_address',
  'is_renting',
] as const satisfies readonly (keyof CurrentAddressValues)[];

export const PREVIOUS_ADDRESS_FIELDS = [
  'address_line_one',
  'address_line_two',
  'city',
  'province_id',
  'postal_code',
] as const satisfies readonly (keyof PreviousAddressValues)[];

function toPreviousValues(record: PreviousAddressRecord | undefined): PreviousAddressValues {
  return {
    address_line_one: record?.address_line_one ?? '',
    address_line_two: record?.address_line_two ?? '',
    city: record?.city ?? '',
    province_id: String(record?.province_id ?? DEFAULT_PROVINCE_ID),
    postal_code: record?.postal_code ?? '',
  };
}

function toCurrentValues(record: CurrentAddressRecord | undefined): CurrentAddressValues {
  return {
    address_line_one: record?.address_line_one ?? '',
    address_line_two: record?.address_line_two ?? '',
    city: record?.city ?? '',
    province_id: String(record?.province_id ?? DEFAULT_PROVINCE_ID),
    postal_code: record?.postal_code ?? '',
    rent_or_mortgage_cost: inputText(record?.rent_or_mortgage_cost),
    time_at_address: String(record?.time_at_address ?? TIME_AT_MIN),
    is_renting: record?.is_renting ? 'true' : 'false',
  };
}

/** The stored current and previous addresses (either may be missing). */
export function splitAddresses(records: readonly AddressRecord[]): {
  current: CurrentAddressRecord | undefined;
  previous: PreviousAddressRecord | undefined;
} {
  let current: CurrentAddressRecord | undefined;
  let previous: PreviousAddressRecord | undefined;
  for (const record of records) {
    if (record.is_previous) previous ??= record;
    else current ??= record;
  }
  return { current, previous };
}

/** The form as loaded: YES when a stored address is marked previous (spec section 4). */
export function toAddressValues(records: readonly AddressRecord[]): AddressValues {
  const { current, previous } = splitAddresses(records);
  return {
    current: toCurrentValues(current),
    previous_choice: previous ? 'yes' : 'same',
    previous: toPreviousValues(previous),
  };
}

const previousAddressForm = formSchema(
  (values: PreviousAddressValues) => ({
    ...values,
    province_id: optionalNumber(values.province_id),
    is_previous: true as const,
  }),
  previousAddress,
);

const currentAddressForm = formSchema(
  (values: CurrentAddressValues) => ({
    ...values,
    province_id: optionalNumber(values.province_id),
    rent_or_mortgage_cost: requiredNumber(values.rent_or_mortgage_cost),
    time_at_address: optionalNumber(values.time_at_address),
    is_renting: values.is_renting === 'true',
    is_previous: false as const,
  }),
  currentAddress,
);

/**
 * The current address always; the previous one only on YES (its fields are hidden otherwise, so
 * nothing typed there earlier may block a save). Gives the bodies to save: `previous` null means
 * 'Same As Current', whose save deletes a stored previous address.
 */
export const addressFormSchema = z
  .object({
    current: currentAddressForm,
    previous_choice: z.enum(PREVIOUS_CHOICES),
    previous: z.custom<PreviousAddressValues>(),
  })
  .superRefine(
    (values, context) => {
      if (values.previous_choice !== 'yes') return;
      const previous = previousAddressForm.safeParse(values.previous);
      for (const issue of previous.error?.issues ?? []) {
        context.addIssue({
          code: 'custom',
          message: issue.message,
          path: ['previous', ...issue.path],
        });
      }
    },
    // Also when the current address has errors, so that every message shows at once.
    { when: () => true },
  )
  .transform(({ current, previous_choice, previous }) => ({
    current,
    previous: previous_choice === 'yes' ? previousAddressForm.parse(previous) : null,
  }));

export type AddressBodies = z.output<typeof addressFormSchema>;
