import type { ReactNode } from 'react';
import { isNetworkError } from 'shared/api';
import { usePageLocale, useTranslation } from 'shared/i18n';
import { Alert, Button, PageLayout, Spinner } from 'shared/ui';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import { useGetBudgetQuery } from './budget-api';
import { BudgetEditor } from './budget-editor';

/** /app/budget-suite: loads the user's saved budget (or the default rows), then edits it. */
export function BudgetSuitePage() {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const locale = usePageLocale();
  // The answer for this language only (currentData): after a switch, never the last language's
  // rows, which the editor would keep.
  const { currentData: data, error, isError, refetch } = useGetBudgetQuery(locale);

  let content: ReactNode;
  if (data) {
    // A new language's answer starts the editor again: default rows in that language's words.
    content = <BudgetEditor key={locale} initial={data} />;
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
