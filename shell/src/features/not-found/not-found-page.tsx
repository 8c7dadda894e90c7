import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { PageLayout } from 'shared/ui/basics';
import { HOME_PATH } from '../../app/paths';
import { FRAME_NAMESPACE } from '../../i18n/frame-catalog';

/** Any unknown address, public or inside /app. */
export function NotFoundPage() {
  const { t } = useTranslation(FRAME_NAMESPACE);
  return (
    <PageLayout title={t('notFound.heading')}>
      <p>
        <Link to={HOME_PATH}>{t('notFound.backLink')}</Link>
      </p>
    </PageLayout>
  );
}
