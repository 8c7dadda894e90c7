import type { ReactNode } from 'react';
import { isNetworkError } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { Alert, Button, PageLayout, Spinner } from 'shared/ui';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import { useGetBudgetQuery } from './budget-api';
import { BudgetEditor } from './budget-editor';

/** /app/budget-suite: loads the user's saved budget (or the default rows), then edits it. */
export function BudgetSuitePage() {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const { data, error, isError, refetch } = useGetBudgetQuery();

  let content: ReactNode;
  if (data) {
    content = <BudgetEditor initial={data} />;
  } else if (isError) {
    content = (
      <Alert tone="error">
        <p>{isNetworkError(error) ? t('common:networkFailure') : t('budgetSuite.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );
  } else {
    content = <Spinner />;
  }

  return (
    <PageLayout title={t('budgetSuite.title')} intro={<p>{t('budgetSuite.intro')}</p>}>
      {content}
    </PageLayout>
  );
}
