import { Suspense } from 'react';
import { useTranslation } from 'shared/i18n';
import { Outlet } from 'shared/router';
import { PageLayout, RouteTabs, Spinner } from 'shared/ui';
import { PROFILE_NAMESPACE } from '../../i18n/namespace';
import { PROFILE_TABS } from './profile-tabs';

export interface ProfileLayoutProps {
  /** Where the suite is mounted ('/app/edit-personal-info'). */
  base: string;
}

/** The heading and the tab links around the current tab's form. */
export function ProfileLayout({ base }: ProfileLayoutProps) {
  const { t } = useTranslation(PROFILE_NAMESPACE);
  return (
    <PageLayout title={t('title')}>
      <RouteTabs
        label={t('tabsLabel')}
        tabs={PROFILE_TABS.map((tab) => ({ to: `${base}/${tab}`, label: t(`tabs.${tab}`) }))}
      />
      {/* Each tab's code loads when it is first opened. */}
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </PageLayout>
  );
}
