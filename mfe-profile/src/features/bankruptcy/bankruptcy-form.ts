import { BANKRUPTCY_TIMES, type BankruptcyRecord, bankruptcy } from 'shared/contract';
import { formSchema, inputText, optionalNumber } from '../../lib/form-schema';

/** The bankruptcy tab's inputs (spec section 3): declared shows as YES or NO. */
export interface BankruptcyValues {
  declared: 'true' | 'false';
  times: string;
  date_filed: string;
  discharge: string;
  contribution: string;
}

export const BANKRUPTCY_FIELDS = [
  'declared',
  'times',
  'date_filed',
  'discharge',
  'contribution',
] as const satisfies readonly (keyof BankruptcyValues)[];

/** What the other fields hold while "NO" is chosen: nothing to declare. */
export const NOT_DECLARED: Omit<BankruptcyValues, 'declared'> = {
  times: String(BANKRUPTCY_TIMES[0].id),
  date_filed: '',
  discharge: '',
  contribution: '',
};

export function toBankruptcyValues(record: BankruptcyRecord | undefined): BankruptcyValues {
  if (!record?.declared) return { declared: 'false', ...NOT_DECLARED };
  return {
    declared: 'true',
    times: String(record.times),
    date_filed: inputText(record.date_filed),
    discharge: inputText(record.discharge),
    contribution: inputText(record.contribution),
  };
}

/** No required fields (spec section 5): empty dates are sent as null, an empty amount as 0. */
export const bankruptcyFormSchema = formSchema(
  (values: BankruptcyValues) => ({
    ...values,
    declared: values.declared === 'true',
    times: optionalNumber(values.times),
    contribution: optionalNumber(values.contribution),
  }),
  bankruptcy,
);
