import { addCatalog, useTranslation } from 'shared/i18n';
import { PRIVACY_PATH, TERMS_PATH } from '../../app/paths';
import { PolicyPage } from '../../components/policy-page';
import styles from '../../components/policy-page.module.css';
import { loadSiteCatalogFr, SITE_NAMESPACE, siteCatalog } from '../../i18n/site-catalog';

addCatalog(SITE_NAMESPACE, siteCatalog, loadSiteCatalogFr);

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

/**
 * `/termsofservice`: the public terms (spec section 1), naming the operator and where to send
 * the written cancellation (issue 21, point 14). Back leads to where they were opened from.
 */
export function TermsPage() {
  const { t } = useTranslation(SITE_NAMESPACE, { keyPrefix: 'terms' });
  return (
    <PolicyPage
      path={TERMS_PATH}
      title={t('title')}
      intro={t('intro')}
      backLabel={t('back')}
      operatorPurpose={t('operatorPurpose')}
      related={{ to: PRIVACY_PATH, label: t('privacyLink') }}
    >
      {SECTIONS.map((section) => (
        <section key={section} className={styles.section}>
          <h2>{t(`sections.${section}.heading`)}</h2>
          <p>{t(`sections.${section}.body`)}</p>
        </section>
      ))}
    </PolicyPage>
  );
}
