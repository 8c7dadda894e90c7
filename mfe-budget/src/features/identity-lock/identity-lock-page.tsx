import { useTranslation } from 'shared/i18n';
import { CheckboxField, PageLayout } from 'shared/ui';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';

/** /app/identity-lock (spec section 2): the checkbox has no further effect, by design. */
export function IdentityLockPage() {
  const { t } = useTranslation(BUDGET_NAMESPACE, { keyPrefix: 'identityLock' });
  return (
    <PageLayout title={t('title')}>
      <CheckboxField label={t('suspiciousActivity')} name="suspicious-activity" />
      <h2>{t('liveChatHeading')}</h2>
    </PageLayout>
  );
}
