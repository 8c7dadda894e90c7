import { provinceNameLabel, WIZARD_PROVINCES } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import type { SelectOption } from 'shared/ui';

/**
 * The letter wizards' province select (spec section 9, 'PEI', plus the Northwest Territories):
 * the stored value is the English name the letter bodies carry, the label is in the active
 * language.
 */
export function useWizardProvinceOptions(): readonly SelectOption[] {
  const { i18n } = useTranslation();
  return WIZARD_PROVINCES.map((province) => ({
    value: province,
    label: provinceNameLabel(province, i18n.language),
  }));
}
