import { type IdentificationRecord, identification } from 'shared/contract';
import { z } from 'shared/zod';
import { formSchema, inputText, optionalNumber } from '../../lib/form-schema';

/** The two identifications (spec section 3): primary, and secondary (is_secondary). */
export const SLOTS = ['primary', 'secondary'] as const;
export type Slot = (typeof SLOTS)[number];

export interface SlotValues {
  license_type_id: string;
  license_number: string;
  place: string;
  expiry_date: string;
}

export type IdentificationsValues = Record<Slot, SlotValues>;

export const SLOT_FIELDS = [
  'license_type_id',
  'license_number',
  'place',
  'expiry_date',
] as const satisfies readonly (keyof SlotValues)[];

export function recordOf(
  records: readonly IdentificationRecord[],
  slot: Slot,
): IdentificationRecord | undefined {
  return records.find((record) => record.is_secondary === (slot === 'secondary'));
}

function toSlotValues(record: IdentificationRecord | undefined): SlotValues {
  return {
    license_type_id: String(record?.license_type_id ?? 0),
    license_number: record?.license_number ?? '',
    place: record?.place ?? '',
    expiry_date: inputText(record?.expiry_date),
  };
}

export function toIdentificationsValues(
  records: readonly IdentificationRecord[],
): IdentificationsValues {
  return {
    primary: toSlotValues(recordOf(records, 'primary')),
    secondary: toSlotValues(recordOf(records, 'secondary')),
  };
}

function slotForm(slot: Slot) {
  return formSchema(
    (values: SlotValues) => ({
      ...values,
      license_type_id: optionalNumber(values.license_type_id),
      is_secondary: slot === 'secondary',
    }),
    identification,
  );
}

/** No required fields (spec section 5); each slot's body checked by the contract. */
export const identificationsFormSchema = z.object({
  primary: slotForm('primary'),
  secondary: slotForm('secondary'),
});

export type IdentificationBodies = z.output<typeof identificationsFormSchema>;
