import { useGeneratedLettersQuery } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { Link, Outlet } from 'shared/router';
import { Card, PageLayout, RouteTabs } from 'shared/ui';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { LETTER_GROUP_TABS } from './letter-groups';
import { TrackingSummary } from './tracking-summary';

/** Where a first letter is best made: the free credit reports show what there is to dispute. */
const FREE_REPORTS_PATH = '/app/credit-report-suite/free-equifax-transunion';

export interface LettersLayoutProps {
  /** Where the suite is mounted ('/app/my-generated-letters'). */
  base: string;
}

/**
 * The heading, the tracking summary of every group, and the group tabs around the open list.
 * Before the first letter there is nothing to count or sort: one short note says what the page
 * will hold and leads to the first letter instead.
 */
export function LettersLayout({ base }: LettersLayoutProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { data: letters } = useGeneratedLettersQuery();
  return (
    <PageLayout title={t('title')} intro={<p>{t('intro')}</p>}>
      {letters?.length === 0 ? (
        <Card title={t('noLettersYet.heading')}>
          <p>{t('noLettersYet.text')}</p>
          <p>
            <Link to={FREE_REPORTS_PATH}>{t('groups.credit-report.suiteLink')}</Link>
          </p>
        </Card>
      ) : (
        <>
          <TrackingSummary />
          <RouteTabs
            label={t('tabsLabel')}
            tabs={LETTER_GROUP_TABS.map(({ slug }) => ({
              to: `${base}/${slug}`,
              label: t(`groups.${slug}.tab`),
            }))}
          />
          <Outlet />
        </>
      )}
    </PageLayout>
  );
}
