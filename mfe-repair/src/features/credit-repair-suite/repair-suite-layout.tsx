import { Outlet } from 'react-router-dom';
import { useTranslation } from 'shared/i18n';
import { PageLayout, RouteTabs } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/catalog';
import { REPAIR_SUITE_TABS } from './suite-tabs';

export interface RepairSuiteLayoutProps {
  /** Where the suite is mounted ('/app/credit-repair-suite'). */
  base: string;
}

/**
 * The suite's frame: its heading and the three wizard tabs, shown on the educational page and
 * on every wizard, so the user can switch wizards from anywhere in the suite.
 */
export function RepairSuiteLayout({ base }: RepairSuiteLayoutProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditRepairSuite' });
  return (
    <PageLayout title={t('title')}>
      <RouteTabs
        label={t('tabsLabel')}
        tabs={REPAIR_SUITE_TABS.map(({ path, labelKey }) => ({
          to: `${base}/${path}`,
          label: t(`tabs.${labelKey}`),
        }))}
      />
      <Outlet />
    </PageLayout>
  );
}
