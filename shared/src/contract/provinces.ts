/** Province ids of spec section 3. */
export const PROVINCES = [
  { id: 0, name: 'Alberta', code: 'AB' },
  { id: 1, name: 'British Columbia', code: 'BC' },
  { id: 2, name: 'Manitoba', code: 'MB' },
  { id: 3, name: 'New Brunswick', code: 'NB' },
  { id: 4, name: 'Newfoundland and Labrador', code: 'NL' },
  { id: 5, name: 'Northwest Territories', code: 'NT' },
  { id: 6, name: 'Nova Scotia', code: 'NS' },
  { id: 7, name: 'Nunavut', code: 'NU' },
  { id: 8, name: 'Ontario', code: 'ON' },
  { id: 9, name: 'PEI', code: 'PE' },
  { id: 10, name: 'Quebec', code: 'QC' },
  { id: 11, name: 'Saskatchewan', code: 'SK' },
  { id: 12, name: 'Yukon', code: 'YT' },
] as const;

export type Province = (typeof PROVINCES)[number];
export type ProvinceId = Province['id'];
export type ProvinceCode = Province['code'];

/** An option of a province select: the stored id and its label. */
export interface ProvinceOption {
  id: ProvinceId;
  label: string;
}

/**
 * The address and employment selects: all thirteen. The spec's address selects omit the
 * Northwest Territories, so a Yellowknife resident could not enter an address; decisions.md
 * section 6 adds it.
 */
export const PROVINCE_OPTIONS: readonly ProvinceOption[] = PROVINCES.map((province) => ({
  id: province.id,
  label: province.name,
}));

/**
 * The letter wizards' list in the spec's order (section 2), Prince Edward Island written 'PEI',
 * with the Northwest Territories added before Nunavut (decisions.md section 6). Letter bodies
 * carry these names as the province.
 */
export const WIZARD_PROVINCES = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Nova Scotia',
  'Ontario',
  'PEI',
  'Quebec',
  'Saskatchewan',
  'Northwest Territories',
  'Nunavut',
  'Yukon',
] as const;
export type WizardProvince = (typeof WIZARD_PROVINCES)[number];

/** province_id defaults to 0 (Alberta) when unset (spec section 5). */
export const DEFAULT_PROVINCE_ID: ProvinceId = 0;

export function provinceById(id: number): Province | undefined {
  return PROVINCES.find((province) => province.id === id);
}

/** First letter of a postal code to the province it belongs to (decisions.md section 5). */
const POSTAL_PREFIX_TO_CODES: Record<string, readonly ProvinceCode[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

/**
 * X serves two territories; its forward sortation areas tell them apart (Canada Post: X0A, X0B and
 * X0C are Nunavut, X0E, X0G and X1A the Northwest Territories). Another X code stays ambiguous.
 */
const TERRITORY_AREAS: Record<string, ProvinceCode> = {
  X0A: 'NU',
  X0B: 'NU',
  X0C: 'NU',
  X0E: 'NT',
  X0G: 'NT',
  X1A: 'NT',
};

/**
 * The provinces a postal code can belong to, from its first letter, or its first three characters
 * for the territories (empty when unknown).
 */
export function provincesForPostalCode(postalCode: string): readonly Province[] {
  const prefix = postalCodeProvincePrefix(postalCode);
  const territory = TERRITORY_AREAS[prefix];
  const codes = territory ? [territory] : (POSTAL_PREFIX_TO_CODES[prefix] ?? []);
  return PROVINCES.filter((province) => codes.includes(province.code));
}

/** The start of a postal code that decides its province: 'X1A' for the territories, else 'M'. */
export function postalCodeProvincePrefix(postalCode: string): string {
  const compact = postalCode.trim().toUpperCase();
  return compact.slice(0, 3) in TERRITORY_AREAS ? compact.slice(0, 3) : compact.charAt(0);
}
