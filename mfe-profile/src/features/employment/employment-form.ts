import {
  DEFAULT_PROVINCE_ID,
  type EmploymentRecord,
  employment,
  TIME_AT_MIN,
} from 'shared/contract';
import { formSchema, inputText, optionalNumber, requiredNumber } from '../../lib/form-schema';

/** The employment tab's inputs (spec section 3, Employment). */
export interface EmploymentValues {
  occupation: string;
  name: string;
  work_phone: string;
  income: string;
  address: string;
  city: string;
  province_id: string;
  postal_code: string;
  time_at_job: string;
}

export const EMPLOYMENT_FIELDS = [
  'occupation',
  'name',
  'work_phone',
  'income',
  'address',
  'city',
  'province_id',
  'postal_code',
  'time_at_job',
] as const satisfies readonly (keyof EmploymentValues)[];

export function toEmploymentValues(record: EmploymentRecord | undefined): EmploymentValues {
  return {
    occupation: record?.occupation ?? '',
    name: record?.name ?? '',
    work_phone: record?.work_phone ?? '',
    income: inputText(record?.income),
    address: record?.address ?? '',
    city: record?.city ?? '',
    province_id: String(record?.province_id ?? DEFAULT_PROVINCE_ID),
    postal_code: record?.postal_code ?? '',
    time_at_job: String(record?.time_at_job ?? TIME_AT_MIN),
  };
}

export const employmentFormSchema = formSchema(
  (values: EmploymentValues) => ({
    ...values,
    income: requiredNumber(values.income),
    province_id: optionalNumber(values.province_id),
    time_at_job: optionalNumber(values.time_at_job),
  }),
  employment,
);
