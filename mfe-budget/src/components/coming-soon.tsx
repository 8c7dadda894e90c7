import { useTranslation } from 'shared/i18n';
import { BUDGET_NAMESPACE } from '../i18n/catalog';
import styles from './coming-soon.module.css';

/** The placeholder of the pages that are not built yet (spec section 2). */
export function ComingSoon() {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  return <p className={styles.comingSoon}>{t('comingSoon')}</p>;
}
