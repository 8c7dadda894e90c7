import { addCatalog } from 'shared/i18n';
import { BUDGET_NAMESPACE, budgetCatalog } from './catalog';

/** Each exposed module calls this: any of them may be the first this remote serves. */
export function registerBudgetCatalog(): void {
  addCatalog(BUDGET_NAMESPACE, budgetCatalog, () =>
    import('./catalog.fr').then((module) => module.budgetCatalogFr),
  );
}
