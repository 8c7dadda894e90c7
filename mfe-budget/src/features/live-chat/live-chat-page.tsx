import { useTranslation } from 'shared/i18n';
import { PageLayout } from 'shared/ui';
import { ComingSoon } from '../../components/coming-soon';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';

/** /app/live-chat (spec section 2). */
export function LiveChatPage() {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  return (
    <PageLayout title={t('liveChat.title')}>
      <ComingSoon />
    </PageLayout>
  );
}
