import { frenchValueKey } from './french-reference';

/** A French value beside its English one, and where the French comes from. */
export interface FrenchValue<T> {
  readonly en: T;
  readonly fr: T;
  /**
   * The source itself when it gives a French form (an official French title), or what the
   * product did to the sourced value (a translation, the French postal form of the sourced
   * address). Never a page that was not read.
   */
  readonly frSource: string;
}

/** Said of a French value the product wrote from the English one, stating the same thing. */
export const TRANSLATED = 'French translation of the sourced English value';

/** A French value; its source, unless said, is the product's translation of the English. */
export function french<T>(en: T, fr: T, frSource: string = TRANSLATED): FrenchValue<T> {
  return { en, fr, frSource };
}

/** One map of every French value; an English value given two different French ones is an error. */
export function frenchValues(
  entries: readonly FrenchValue<unknown>[],
): ReadonlyMap<string, unknown> {
  const values = new Map<string, unknown>();
  for (const { en, fr } of entries) {
    const key = frenchValueKey(en);
    const known = values.get(key);
    if (known !== undefined && frenchValueKey(known) !== frenchValueKey(fr)) {
      throw new Error(`Two French values for "${key}" in the reference data`);
    }
    values.set(key, fr);
  }
  return values;
}
