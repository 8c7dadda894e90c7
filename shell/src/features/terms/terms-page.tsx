import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { Card, useDocumentTitle } from 'shared/ui';
import { LOGIN_PATH } from '../../app/paths';
import { PublicPage } from '../../components/public-page';
import { SITE_NAMESPACE } from '../../i18n/site-catalog';
import styles from './terms-page.module.css';

/** Sections in reading order; their texts are in the 'site' catalog under terms.sections. */
const SECTIONS = [
  'eligibility',
  'advice',
  'fees',
  'refunds',
  'priceChanges',
  'cancellation',
  'arrears',
  'bandwidth',
] as const;

/** `/termsofservice`: the public terms (spec section 1). */
export function TermsPage() {
  const { t } = useTranslation(SITE_NAMESPACE, { keyPrefix: 'terms' });
  useDocumentTitle(t('title'));
  return (
    <PublicPage wide>
      <p className={styles.back}>
        <Link to={LOGIN_PATH}>{t('back')}</Link>
      </p>
      <Card>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        {SECTIONS.map((section) => (
          <section key={section} className={styles.section}>
            <h2>{t(`sections.${section}.heading`)}</h2>
            <p>{t(`sections.${section}.body`)}</p>
          </section>
        ))}
      </Card>
    </PublicPage>
  );
}
