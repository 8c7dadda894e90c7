import { addCatalog, addLazyCatalog } from 'shared/i18n';
import { SETTLEMENT_NAMESPACE, settlementSuiteTexts } from './catalog';

/** The exposed module calls this as it loads; tests of single screens call it too. */
export function registerSettlementCatalog(): void {
  addCatalog(SETTLEMENT_NAMESPACE, settlementSuiteTexts, () =>
    import('./catalog.fr').then((module) => module.settlementSuiteTextsFr),
  );
  // The guide, the first screen: in the visitor's language only, English as French.
  addLazyCatalog(SETTLEMENT_NAMESPACE, {
    en: () => import('./guide-texts').then((module) => ({ guide: module.guideTexts })),
    fr: () => import('./guide-texts.fr').then((module) => ({ guide: module.guideTextsFr })),
  });
}
