import { parseDecimal } from 'shared/contract';
import { z } from 'shared/zod';

/*
 * One way for every tab: the form holds what its inputs hold (strings, and booleans for
 * checkboxes), its field names are the API's, and its schema is "map the strings to the API's
 * types, then check with the shared contract". The contract gives the spec's messages, under the
 * same field names, and its output is the body the API receives.
 */

/** A form schema: `toBody` turns input values into the API body the contract `schema` checks. */
export function formSchema<Values, Schema extends z.ZodType>(
  toBody: (values: Values) => z.input<Schema>,
  schema: Schema,
) {
  return z.preprocess(toBody, schema);
}

/**
 * A required number typed into a text input, as English or French writes it ('1 650', '1,650',
 * '1650,50'). Empty or not a number gives NaN, which the contract refuses with the field's own
 * message ('Please enter your monthly income.').
 */
export function requiredNumber(input: string): number {
  return parseDecimal(input) ?? Number.NaN;
}

/** An optional number: empty means "not given" (the contract's default applies). */
export function optionalNumber(input: string): number | undefined {
  return input.trim() === '' ? undefined : (parseDecimal(input) ?? Number.NaN);
}

/** A number or date from the API shown in an input ('' for none). */
export function inputText(value: number | string | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
