import { addCatalog, useTranslation } from 'shared/i18n';
import { Link, useLocation } from 'shared/router';
import { Card, useDocumentTitle } from 'shared/ui';
import { LOGIN_PATH, REGISTER_PATH } from '../../app/paths';
import { PublicPage } from '../../components/public-page';
import { loadSiteCatalogFr, SITE_NAMESPACE, siteCatalog } from '../../i18n/site-catalog';
import styles from './terms-page.module.css';

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

/** Where the terms were opened from, when it was not the login page. */
export interface TermsState {
  backTo: typeof REGISTER_PATH;
}

function backPath(state: unknown): string {
  const backTo = (state as Partial<TermsState> | null)?.backTo;
  return backTo === REGISTER_PATH ? REGISTER_PATH : LOGIN_PATH;
}

/** `/termsofservice`: the public terms (spec section 1). Back leads to where they were opened from. */
export function TermsPage() {
  const { t } = useTranslation(SITE_NAMESPACE, { keyPrefix: 'terms' });
  const { state } = useLocation();
  useDocumentTitle(t('title'));
  return (
    <PublicPage wide>
      <p className={styles.back}>
        <Link to={backPath(state)}>{t('back')}</Link>
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
