import { PROVINCES, WIZARD_PROVINCES, type WizardProvince } from 'shared/contract';

const WIZARD_NAMES: readonly string[] = WIZARD_PROVINCES;

function isWizardProvince(name: string): name is WizardProvince {
  return WIZARD_NAMES.includes(name);
}

/**
 * The directory stores two-letter codes; the wizards and letter bodies use the wizard list's
 * names ('Ontario', 'PEI'). An unknown code answers '', so the user picks the province.
 */
export function wizardProvinceOfCode(code: string): WizardProvince | '' {
  const name = PROVINCES.find((province) => province.code === code)?.name;
  return name !== undefined && isWizardProvince(name) ? name : '';
}
