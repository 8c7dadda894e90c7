import { type Citizenship, type ContactRecord, contact, type Gender } from 'shared/contract';
import { formSchema } from '../../lib/form-schema';

/** The personal tab's inputs (spec section 3, Contact). Phones are E.164 or ''. */
export interface PersonalValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  home_phone: string;
  cell_phone: string;
  date_of_birth: string;
  gender: Gender | '';
  citizenship: Citizenship | '';
}

export const PERSONAL_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'home_phone',
  'cell_phone',
  'date_of_birth',
  'gender',
  'citizenship',
] as const satisfies readonly (keyof PersonalValues)[];

export function toPersonalValues(record: ContactRecord | undefined): PersonalValues {
  return {
    first_name: record?.first_name ?? '',
    middle_name: record?.middle_name ?? '',
    last_name: record?.last_name ?? '',
    email: record?.email ?? '',
    home_phone: record?.home_phone ?? '',
    cell_phone: record?.cell_phone ?? '',
    date_of_birth: record?.date_of_birth ?? '',
    gender: record?.gender ?? '',
    citizenship: record?.citizenship ?? '',
  };
}

/** Every input is already the API's type: the contract checks them as they are. */
export const personalFormSchema = formSchema((values: PersonalValues) => ({ ...values }), contact);
