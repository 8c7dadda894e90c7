import { PROVINCES, type Province, provinceById, provincesForPostalCode } from './provinces';

/**
 * The consumer's province, whose laws a letter cites and whose rules (limitation periods,
 * statement limits) apply (decisions.md section 5): the current address's province, unless the
 * postal code's first letter belongs to another province, in which case the postal code wins (the
 * province select defaults to Alberta; the postal code is typed on purpose). An X postal code fits
 * both the Northwest Territories and Nunavut: either stated one stands, anything else becomes the
 * first of the two. The API's letters and the wizards' warnings both use this one rule.
 */
export function provinceForLetters(address: {
  province_id: number;
  postal_code: string;
}): Province {
  const stated = provinceById(address.province_id);
  const fromPostalCode = provincesForPostalCode(address.postal_code);
  if (stated && (fromPostalCode.length === 0 || fromPostalCode.includes(stated))) return stated;
  // An unknown id with an unknown postal code falls back to the select's default, Alberta.
  return fromPostalCode[0] ?? PROVINCES[0];
}
