import {
  type Citizenship,
  type ContactRecord,
  contact,
  type Gender,
  profileMessages,
} from 'shared/contract';
import { z } from 'shared/zod';
import { formSchema } from '../../lib/form-schema';

/** The personal tab's inputs (spec section 3, Contact). Phones are E.164 or ''. */
export interface PersonalValues {
  first_name: string;
  middle_name: string;
  /** "I have no middle name": the form then saves none; otherwise it asks for one. */
  no_middle_name: boolean;
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
  const middleName = record?.middle_name ?? '';
  return {
    first_name: record?.first_name ?? '',
    middle_name: middleName,
    // A saved contact without a middle name said so when it was saved.
    no_middle_name: record !== undefined && middleName.trim() === '',
    last_name: record?.last_name ?? '',
    email: record?.email ?? '',
    home_phone: record?.home_phone ?? '',
    cell_phone: record?.cell_phone ?? '',
    date_of_birth: record?.date_of_birth ?? '',
    gender: record?.gender ?? '',
    citizenship: record?.citizenship ?? '',
  };
}

/**
 * The contract, with the spec's rule the API leaves to the form: a middle name is asked for
 * ('Please enter your middle name.') unless the box says there is none. The box is the form's:
 * the body carries the middle name only ('' with the box ticked, whatever was typed before).
 */
const contactWithMiddleNameRule = contact
  .extend({ no_middle_name: z.boolean() })
  .superRefine((body, context) => {
    if (!body.no_middle_name && body.middle_name.trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['middle_name'],
        message: profileMessages.middleName,
      });
    }
  })
  .transform(({ no_middle_name: _box, ...body }) => body);

/** Every input is already the API's type: the contract checks them as they are. */
export const personalFormSchema = formSchema(
  (values: PersonalValues) => ({
    ...values,
    middle_name: values.no_middle_name ? '' : values.middle_name,
  }),
  contactWithMiddleNameRule,
);
