import { CREDIT_BUREAUS } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { PageLayout } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { BureauCard } from './bureau-card';
import styles from './credit-report-suite.module.css';

export interface InstantReportPageProps {
  /** Where the suite is mounted ('/app/credit-report-suite'). */
  base: string;
}

/** /app/credit-report-suite/instant-equifax-transunion: buy from a bureau; its contacts. */
export function InstantReportPage({ base }: InstantReportPageProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditReportSuite.instant' });
  return (
    <PageLayout title={t('title')} intro={<p>{t('intro')}</p>}>
      <p>
        <Link to={`${base}/free-equifax-transunion`}>{t('freeInstead')}</Link>
      </p>
      <div className={styles.cards}>
        {CREDIT_BUREAUS.map((bureau) => (
          <BureauCard key={bureau.id} bureau={bureau} headingLevel={2} />
        ))}
      </div>
    </PageLayout>
  );
}
