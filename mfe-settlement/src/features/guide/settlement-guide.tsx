import type { ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { SETTLEMENT_NAMESPACE } from '../../i18n/catalog';
import { ComplaintsTable } from './complaints-table';
import { federalPhone } from './federal-phone';
import styles from './guide.module.css';
import type { GUIDE_SECTIONS } from './guide-sections';
import { LimitationTable } from './limitation-table';

type SectionId = (typeof GUIDE_SECTIONS)[number]['id'];

function GuideSection({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      {children}
    </section>
  );
}

function Heading({ id, children }: { id: SectionId; children: ReactNode }) {
  return <h2 id={`${id}-heading`}>{children}</h2>;
}

/**
 * The educational text of the suite (issue 7): settlement in Canada, from the offer to the
 * credit report, limitation periods, the insolvency route and where to complain.
 */
export function SettlementGuide() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'guide' });
  return (
    <>
      <GuideSection id="how-settlement-works">
        <Heading id="how-settlement-works">{t('howItWorks.heading')}</Heading>
        <p>{t('howItWorks.p1')}</p>
        <p>{t('howItWorks.p2')}</p>
        <p>{t('howItWorks.p3')}</p>
        <p>{t('howItWorks.p4')}</p>
        <p>{t('howItWorks.p5')}</p>
      </GuideSection>

      <GuideSection id="ask-in-writing">
        <Heading id="ask-in-writing">{t('inWriting.heading')}</Heading>
        <p>{t('inWriting.intro')}</p>
        <ul className={styles.list}>
          <li>{t('inWriting.items.parties')}</li>
          <li>{t('inWriting.items.amount')}</li>
          <li>{t('inWriting.items.final')}</li>
          <li>{t('inWriting.items.reporting')}</li>
        </ul>
        <p>{t('inWriting.pay')}</p>
        <p>{t('inWriting.quebec')}</p>
      </GuideSection>

      <GuideSection id="full-and-final-settlement">
        <Heading id="full-and-final-settlement">{t('fullAndFinal.heading')}</Heading>
        <p>{t('fullAndFinal.p1')}</p>
        <p>{t('fullAndFinal.p2')}</p>
      </GuideSection>

      <GuideSection id="how-it-is-reported">
        <Heading id="how-it-is-reported">{t('reporting.heading')}</Heading>
        <p>{t('reporting.p1')}</p>
        {/* Marked as advice: third-party guidance, not a rule any creditor must follow. */}
        <aside className={styles.advice} aria-label={t('reporting.adviceLabel')}>
          <p>
            <span className={styles.adviceLabel}>{t('reporting.adviceLead')}</span>{' '}
            {t('reporting.advice')}
          </p>
        </aside>
        <p>{t('reporting.p2')}</p>
      </GuideSection>

      <GuideSection id="limitation-periods">
        <Heading id="limitation-periods">{t('limitation.heading')}</Heading>
        <p>{t('limitation.p1')}</p>
        <p>{t('limitation.p2')}</p>
        <h3>{t('limitation.restartHeading')}</h3>
        <p>{t('limitation.restart')}</p>
        <p>{t('limitation.restartAdvice')}</p>
        <LimitationTable />
        <p className={styles.note}>{t('limitation.quebecNote')}</p>
      </GuideSection>

      <GuideSection id="consumer-proposal">
        <Heading id="consumer-proposal">{t('insolvency.heading')}</Heading>
        <p>{t('insolvency.p1')}</p>
        <p>{t('insolvency.p2')}</p>
        <p>{t('insolvency.p3', { phone: federalPhone('osb') })}</p>
        <p>{t('insolvency.p4')}</p>
      </GuideSection>

      <GuideSection id="complaints">
        <Heading id="complaints">{t('complaints.heading')}</Heading>
        <p>{t('complaints.p1')}</p>
        <ComplaintsTable />
        <p>{t('complaints.p2', { phone: federalPhone('fcac') })}</p>
      </GuideSection>
    </>
  );
}
