import {
  type Agency,
  agencyTitleIn,
  CREDIT_BUREAUS,
  confirmed,
  confirmedValue,
  ESCALATION_BODIES,
  FEDERAL_AGENCIES,
  PROVINCIAL_FACTS,
  valueIn,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Link } from 'shared/router';
import { Card, PageLayout, useReferenceLanguage } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { BureauCard } from './bureau-card';
import { ContactFacts } from './contact-facts';
import styles from './credit-report-suite.module.css';
import { LegislationTable } from './legislation-table';
import { ProvincialAgenciesTable } from './provincial-agencies-table';

function AgencyCard({ agency }: { agency: Agency }) {
  const language = useReferenceLanguage();
  const fax = confirmedValue(agency.fax);
  return (
    <Card title={agencyTitleIn(agency, language)} headingLevel={3}>
      <p className={styles.purpose}>{valueIn(agency.purpose, language)}</p>
      <ContactFacts
        website={agency.website && valueIn(agency.website, language)}
        mailLines={confirmedValue(agency.mail, language)}
        phones={confirmed(agency.phones)}
        {...(fax ? { fax } : {})}
      />
    </Card>
  );
}

export interface ReferencePageProps {
  /** Where the suite is mounted ('/app/credit-report-suite'). */
  base: string;
}

/** /app/credit-report-suite: the two ways to get a report, then the reference lists. */
export function ReferencePage({ base }: ReferencePageProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditReportSuite' });
  const federalIds = new Set(FEDERAL_AGENCIES.map((agency) => agency.id));
  // The FCAC is listed with the federal agencies already.
  const escalation = ESCALATION_BODIES.filter((agency) => !federalIds.has(agency.id));
  return (
    <PageLayout title={t('title')} intro={<p>{t('intro')}</p>}>
      <Card title={t('offers.heading')}>
        <ul className={styles.offers}>
          <li>
            <Link className={styles.offerLink} to={`${base}/free-equifax-transunion`}>
              {t('offers.free')}
            </Link>
            <p>{t('offers.freeText')}</p>
          </li>
          <li>
            <Link className={styles.offerLink} to={`${base}/instant-equifax-transunion`}>
              {t('offers.instant')}
            </Link>
            <p>{t('offers.instantText')}</p>
          </li>
        </ul>
      </Card>

      <section className={styles.section}>
        <h2>{t('bureaus.heading')}</h2>
        <div className={styles.cards}>
          {CREDIT_BUREAUS.map((bureau) => (
            <BureauCard key={bureau.id} bureau={bureau} showIdentification />
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2>{t('federal.heading')}</h2>
        <div className={styles.cards}>
          {FEDERAL_AGENCIES.map((agency) => (
            <AgencyCard key={agency.id} agency={agency} />
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2>{t('escalation.heading')}</h2>
        <p>{t('escalation.intro')}</p>
        <div className={styles.cards}>
          {escalation.map((agency) => (
            <AgencyCard key={agency.id} agency={agency} />
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2>{t('provincial.heading')}</h2>
        <ProvincialAgenciesTable facts={PROVINCIAL_FACTS} />
      </section>

      <section className={styles.section}>
        <h2>{t('legislation.heading')}</h2>
        <p>{t('legislation.intro')}</p>
        <LegislationTable facts={PROVINCIAL_FACTS} />
      </section>
    </PageLayout>
  );
}
