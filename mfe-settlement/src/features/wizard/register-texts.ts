import { addCatalog } from 'shared/i18n';
import { SETTLEMENT_NAMESPACE } from '../../i18n/catalog';
import { settlementWizardTexts } from './texts';

/** The wizard's module calls this as it loads; its tests call it too. */
export function registerSettlementWizardTexts(): void {
  addCatalog(SETTLEMENT_NAMESPACE, settlementWizardTexts, () =>
    import('./texts.fr').then((module) => module.settlementWizardTextsFr),
  );
}
