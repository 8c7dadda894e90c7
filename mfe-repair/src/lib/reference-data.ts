import {
  type Fact,
  PROVINCES,
  type Province,
  type ProvinceCode,
  type Statute,
} from 'shared/contract';

/**
 * The reference pages show confirmed facts only: a value only a third-party page gave, or one
 * sources disagree on, may appear only where the user can check and edit it (shared/contract
 * reference/fact.ts), and these pages are read-only.
 */
export function confirmed<T>(facts: readonly Fact<T>[]): T[] {
  return facts.filter((fact) => !fact.unconfirmed).map((fact) => fact.value);
}

export function confirmedValue<T>(fact: Fact<T> | null): T | null {
  return fact && !fact.unconfirmed ? fact.value : null;
}

/** Province names for reading: the wizards' short 'PEI' is written out here. */
const DISPLAY_NAMES: Partial<Record<ProvinceCode, string>> = { PE: 'Prince Edward Island' };

export interface ProvinceRow {
  code: ProvinceCode;
  name: string;
}

/** Every province and territory, in the order of the province ids. */
export const PROVINCE_ROWS: readonly ProvinceRow[] = PROVINCES.map((province: Province) => ({
  code: province.code,
  name: DISPLAY_NAMES[province.code] ?? province.name,
}));

/** "Consumer Reporting Act, RSO 1990, c C.33" */
export function statuteTitle(law: Statute): string {
  return law.citation ? `${law.name}, ${law.citation}` : law.name;
}

/** A phone number as a tel: link target ('1-866-828-5961' to '+18668285961'). */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
