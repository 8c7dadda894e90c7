import { WIZARD_PROVINCES } from 'shared/contract';
import type { SelectOption } from 'shared/ui';

/** The letter wizards' province select (spec section 9, 'PEI', plus the Northwest Territories). */
export const WIZARD_PROVINCE_OPTIONS: readonly SelectOption[] = WIZARD_PROVINCES.map(
  (province) => ({ value: province, label: province }),
);
