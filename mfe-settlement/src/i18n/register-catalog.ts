import { addCatalog } from 'shared/i18n';
import { SETTLEMENT_NAMESPACE, settlementCatalog } from './catalog';

/** The exposed module calls this as it loads; tests of single screens call it too. */
export function registerSettlementCatalog(): void {
  addCatalog(SETTLEMENT_NAMESPACE, settlementCatalog, () =>
    import('./catalog.fr').then((module) => module.settlementCatalogFr),
  );
}
