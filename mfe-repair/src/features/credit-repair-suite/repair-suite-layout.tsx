import { useTranslation } from 'shared/i18n';
import { Outlet } from 'shared/router';
import { PageLayout, RouteTabs } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { REPAIR_SUITE_TABS } from './suite-tabs';

export interface RepairSuiteLayoutProps {
  /** Where the suite is mounted ('/app/credit-repair-suite'). */
  base: string;
}

/**
 * The suite's frame: its heading and the tabs (the three wizards and the consumer statement),
 * shown on the educational page and on every tab, so the user can switch from anywhere.
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
