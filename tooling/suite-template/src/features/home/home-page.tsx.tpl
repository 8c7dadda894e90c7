import { useTranslation } from 'shared/i18n';
import { PageLayout } from 'shared/ui';
import { __NAME___NAMESPACE } from '../../i18n/catalog';

/** /app/__name__: the suite's first screen. */
export function HomePage() {
  const { t } = useTranslation(__NAME___NAMESPACE);
  return (
    <PageLayout title={t('title')}>
      <p>{t('comingSoon')}</p>
    </PageLayout>
  );
}
