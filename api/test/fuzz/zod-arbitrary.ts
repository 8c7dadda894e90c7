import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from the contract's zod schemas (zod 4; the zod-fast-check
 * package only knows zod 3).
 *
 * The walk follows a schema's structure through zod's public classic API (`shape`, `options`,
 * `in`, `element`, `minLength`…). What the structure cannot say, the refinements (a calendar
 * date, a postal code, a phone number, a password's rules), comes from a catalogue of realistic
 * values: each leaf keeps the candidates its own schema accepts, so a date field draws dates and
 * a postal-code field postal codes. A leaf that accepts none of them still gets generated values;
 * the fuzz test then notices when a route's generated bodies are never valid.
 */

export interface Candidates {
  strings: readonly string[];
  numbers: readonly number[];
  /**
   * Values preferred for a field of that name, or for a bare body ('(body)'): the user's password
   * where a password goes, so that the routes behind a password are fuzzed past it too.
   */
  byField: Readonly<Record<string, readonly string[]>>;
}

/** The name of a bare body in Candidates.byField. */
export const BARE_BODY = '(body)';

/** A zod type this walker cannot generate: the fuzz test fails and names it. */
export class UnsupportedSchemaError extends Error {}

/** The longest generic string a valid body gets: enough for any field, small enough to be fast. */
const GENERIC_STRING_MAX = 30;
/** Longer fields (a letter's free text) get their full length from the hostile values instead. */
const LONGEST_FULL_STRING = 5_000;
/** Generated arrays stay short: their elements are what matters. */
const ARRAY_MAX = 3;

/** Arbitrary of values `schema` mostly accepts (cross-field rules may still refuse some). */
export function arbitraryOf(
  schema: z.ZodType,
  candidates: Candidates,
  path = '',
): fc.Arbitrary<unknown> {
  return leafOrStructure(schema, schema, candidates, path);
}

/**
 * `judge` is the outermost schema a leaf's value goes through (a pipe, a default): candidates are
 * kept when the whole of it accepts them, so an email field's `string.pipe(z.email())` keeps only
 * emails.
 */
function leafOrStructure(
  schema: z.ZodType,
  judge: z.ZodType,
  candidates: Candidates,
  path: string,
): fc.Arbitrary<unknown> {
  const inner = (next: z.ZodType) => leafOrStructure(next, judge, candidates, path);
  if (schema instanceof z.ZodObject) return objectArbitrary(schema, candidates, path);
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) {
    return stringArbitrary(schema, judge, candidates, path);
  }
  if (schema instanceof z.ZodNumber) return numberArbitrary(schema, judge, candidates);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodNull) return fc.constant(null);
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...schema.values);
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...schema.options);
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodCatch
  ) {
    return inner(schema.def.innerType as z.ZodType);
  }
  if (schema instanceof z.ZodNullable) {
    return fc.oneof(inner(schema.unwrap() as z.ZodType), fc.constant(null));
  }
  if (schema instanceof z.ZodPipe) return inner(schema.in as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as readonly z.ZodType[];
    return fc.oneof(...options.map((option) => arbitraryOf(option, candidates, path)));
  }
  if (schema instanceof z.ZodArray) {
    return fc.array(arbitraryOf(schema.element as z.ZodType, candidates, `${path}[]`), {
      maxLength: ARRAY_MAX,
    });
  }
  if (schema instanceof z.ZodTuple) {
    const items = schema.def.items as z.ZodType[];
    return fc.tuple(
      ...items.map((item, index) => arbitraryOf(item, candidates, `${path}.${index}`)),
    );
  }
  if (schema instanceof z.ZodRecord) {
    return fc.dictionary(
      arbitraryOf(schema.keyType as z.ZodType, candidates, `${path}{key}`) as fc.Arbitrary<string>,
      arbitraryOf(schema.valueType as z.ZodType, candidates, `${path}{}`),
      { maxKeys: ARRAY_MAX },
    );
  }
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) {
    return fc.jsonValue({ maxDepth: 2 });
  }
  throw new UnsupportedSchemaError(
    `No fuzz generator for the zod type '${schema.type}' at '${path || '(body)'}': teach api/test/fuzz/zod-arbitrary.ts to generate it.`,
  );
}

function objectArbitrary(
  schema: z.ZodObject,
  candidates: Candidates,
  path: string,
): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    fields[key] = arbitraryOf(field, candidates, path ? `${path}.${key}` : key);
    // Optional and defaulted fields accept `undefined`: the key may be left out.
    if (!field.safeParse(undefined).success) requiredKeys.push(key);
  }
  return fc.record(fields, { requiredKeys });
}

/** The catalogue's values that this leaf accepts first, then generic ones. */
function preferAccepted<T>(
  judge: z.ZodType,
  candidates: readonly T[],
  generic: fc.Arbitrary<T>,
  preferred: readonly T[] = [],
): fc.Arbitrary<T> {
  const accepts = (candidate: T) => judge.safeParse(candidate).success;
  const accepted = candidates.filter(accepts);
  const acceptedPreferred = preferred.filter(accepts);
  const options: fc.WeightedArbitrary<T>[] = [{ arbitrary: generic, weight: 1 }];
  if (accepted.length > 0) options.push({ arbitrary: fc.constantFrom(...accepted), weight: 9 });
  if (acceptedPreferred.length > 0) {
    options.push({ arbitrary: fc.constantFrom(...acceptedPreferred), weight: 20 });
  }
  return options.length === 1 ? generic : fc.oneof(...options);
}

/** The field a path ends with ('income[].description' → 'description'), or BARE_BODY. */
function fieldName(path: string): string {
  return path === '' ? BARE_BODY : (path.split('.').pop() ?? '').replace(/\[\]$/, '');
}

function stringArbitrary(
  schema: z.ZodString | z.ZodStringFormat,
  judge: z.ZodType,
  candidates: Candidates,
  path: string,
): fc.Arbitrary<string> {
  const minLength = Math.min(schema.minLength ?? 0, GENERIC_STRING_MAX);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? Infinity, GENERIC_STRING_MAX));
  const format = schema.format ?? '';
  const generic = ['uuid', 'guid'].includes(format)
    ? fc.uuid()
    : format === 'email'
      ? fc.emailAddress()
      : fc.oneof(fc.string({ minLength, maxLength }), ...fullLength(schema.maxLength));
  return preferAccepted(judge, candidates.strings, generic, candidates.byField[fieldName(path)]);
}

/**
 * Strings as long as the field allows, in ASCII and in a script the letters set with an embedded
 * font: what a long name does to a stored row or a letter's layout.
 */
function fullLength(maxLength: number | null): fc.Arbitrary<string>[] {
  if (maxLength === null || maxLength > LONGEST_FULL_STRING) return [];
  return [fc.constantFrom('x'.repeat(maxLength), '王'.repeat(maxLength))];
}

function numberArbitrary(
  schema: z.ZodNumber,
  judge: z.ZodType,
  candidates: Candidates,
): fc.Arbitrary<number> {
  // Mostly within what a form would send, plus the schema's own bounds (a column's overflow).
  const min = Math.max(schema.minValue ?? -1_000_000, -1_000_000);
  const max = Math.min(schema.maxValue ?? 1_000_000, 1_000_000);
  const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  const bounds = [schema.minValue, schema.maxValue].filter(
    (bound): bound is number => bound !== null && Number.isSafeInteger(bound),
  );
  const generic = fc.oneof(
    whole,
    ...(schema.isInt
      ? []
      : [
          fc
            .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
            .map((cents) => cents / 100),
        ]),
    ...(bounds.length > 0 ? [fc.constantFrom(...bounds)] : []),
  );
  return preferAccepted(judge, candidates.numbers, generic);
}
