import { WIZARD_PROVINCES } from 'shared/contract';
import type { SelectOption } from 'shared/ui';

/** The letter wizards' province select (spec section 9: no Northwest Territories, 'PEI'). */
export const WIZARD_PROVINCE_OPTIONS: readonly SelectOption[] = WIZARD_PROVINCES.map(
  (province) => ({ value: province, label: province }),
);
