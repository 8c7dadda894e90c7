import { PROVINCES, type Province, provinceById, provincesForPostalCode } from 'shared/contract';
import type { LetterPersonalData } from './types';

/**
 * The province whose statutes a letter cites (decisions.md section 5): the current address's
 * province, unless the postal code's first letter belongs to another province, in which case the
 * postal code wins (the province select defaults to Alberta; the postal code is typed on purpose).
 * An X postal code fits both the Northwest Territories and Nunavut: either stated one stands,
 * anything else becomes the first of the two.
 */
export function provinceForLetters(
  address: Pick<LetterPersonalData['currentAddress'], 'province_id' | 'postal_code'>,
): Province {
  const stated = provinceById(address.province_id);
  const fromPostalCode = provincesForPostalCode(address.postal_code);
  if (stated && (fromPostalCode.length === 0 || fromPostalCode.includes(stated))) return stated;
  // An unknown id with an unknown postal code falls back to the select's default, Alberta.
  return fromPostalCode[0] ?? PROVINCES[0];
}
