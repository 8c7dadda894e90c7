import { useTranslation } from 'shared/i18n';
import { Outlet } from 'shared/router';
import { PageLayout, RouteTabs } from 'shared/ui';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { LETTER_GROUP_TABS } from './letter-groups';
import { TrackingSummary } from './tracking-summary';

export interface LettersLayoutProps {
  /** Where the suite is mounted ('/app/my-generated-letters'). */
  base: string;
}

/** The heading, the tracking summary of every group, and the group tabs around the open list. */
export function LettersLayout({ base }: LettersLayoutProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  return (
    <PageLayout title={t('title')} intro={<p>{t('intro')}</p>}>
      <TrackingSummary />
      <RouteTabs
        label={t('tabsLabel')}
        tabs={LETTER_GROUP_TABS.map(({ slug }) => ({
          to: `${base}/${slug}`,
          label: t(`groups.${slug}.tab`),
        }))}
      />
      <Outlet />
    </PageLayout>
  );
}
