import { useTranslation } from 'shared/i18n';
import { Outlet } from 'shared/router';
import { PageLayout, RouteTabs } from 'shared/ui';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import { FINANCIAL_TABS } from './financial-tabs';

export interface FinancialLayoutProps {
  /** Where the suite is mounted ('/app/financial-suite'). */
  base: string;
}

/** Heading and tabs around the current tab's panel. */
export function FinancialLayout({ base }: FinancialLayoutProps) {
  const { t } = useTranslation(BUDGET_NAMESPACE, { keyPrefix: 'financialSuite' });
  return (
    <PageLayout title={t('title')}>
      <RouteTabs
        label={t('tabsLabel')}
        tabs={FINANCIAL_TABS.map(({ path, labelKey }) => ({
          to: `${base}/${path}`,
          label: t(`tabs.${labelKey}`),
        }))}
      />
      <Outlet />
    </PageLayout>
  );
}
