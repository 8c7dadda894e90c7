import { useTranslation } from 'shared/i18n';
import { PageLayout } from 'shared/ui';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';

/** /app/budget-suite: the calculator comes in a later issue. */
export function BudgetPage() {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  return <PageLayout title={t('budgetSuite.title')}>{null}</PageLayout>;
}
