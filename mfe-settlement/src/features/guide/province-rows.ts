import {
  type Fact,
  FEDERAL_AGENCIES,
  PROVINCES,
  type ProvinceCode,
  type Statute,
} from 'shared/contract';

/** Province names for reading: the wizards' short 'PEI' is written out here. */
const DISPLAY_NAMES: Partial<Record<ProvinceCode, string>> = { PE: 'Prince Edward Island' };

export interface ProvinceRow {
  code: ProvinceCode;
  name: string;
}

/** Every province and territory, in the order of the province ids. */
export const PROVINCE_ROWS: readonly ProvinceRow[] = PROVINCES.map((province) => ({
  code: province.code,
  name: DISPLAY_NAMES[province.code] ?? province.name,
}));

/**
 * The page is read-only, so it states confirmed facts only: a value only a third-party page
 * gave, or one sources disagree on, is shown as not confirmed (shared/contract reference/fact.ts).
 */
export function confirmed<T>(facts: readonly Fact<T>[]): T[] {
  return facts.filter((fact) => !fact.unconfirmed).map((fact) => fact.value);
}

/** "Collection and Debt Settlement Services Act, RSO 1990, c C.14 (Part 7: debt collection)" */
export function statuteLine(law: Statute): string {
  const title = law.citation ? `${law.name}, ${law.citation}` : law.name;
  return law.provisions.length > 0 ? `${title} (${law.provisions.join('; ')})` : title;
}

/** A federal body's first phone number, as the reference data lists it. */
export function federalPhone(id: string): string {
  const number = FEDERAL_AGENCIES.find((agency) => agency.id === id)?.phones[0]?.value.number;
  if (!number) throw new Error(`No phone for federal agency ${id}`);
  return number;
}

/** A phone number as a tel: link target ('1-877-376-9902' to '+18773769902'). */
export function telHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
