import { useEffect, useRef } from 'react';
import { SETTLEMENT_PREFILL_KEY } from 'shared/contract/wizard-prefill';
import { useTranslation } from 'shared/i18n';
import { useLocation } from 'shared/router';
import { PageContents, PageLayout } from 'shared/ui';
import { GUIDE_SECTIONS, WIZARD_SECTION_ID } from '../features/guide/guide-sections';
import { SettlementGuide } from '../features/guide/settlement-guide';
import styles from '../features/wizard/settlement-wizard.module.css';
import { SETTLEMENT_NAMESPACE } from '../i18n/catalog';
import { WizardWhenNear } from './wizard-when-near';

/** /app/debt-settlement-suite: the guide, then the letter wizard (spec section 2). */
export function DebtSettlementPage() {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE);
  const wizardSection = useRef<HTMLElement>(null);
  const { state } = useLocation();
  // Opened with a prefill (the payoff plan's "what if I settle"): straight to the wizard, which
  // then loads as its section comes near.
  const prefilled = typeof state === 'object' && state !== null && SETTLEMENT_PREFILL_KEY in state;
  useEffect(() => {
    if (prefilled) wizardSection.current?.scrollIntoView?.();
  }, [prefilled]);
  return (
    <PageLayout title={t('title')} intro={<p>{t('guide.intro')}</p>}>
      {/* Each heading, then the letter wizard: a returning user goes straight to the letter. */}
      <PageContents
        ordered
        entries={[
          ...GUIDE_SECTIONS.map(({ id, key }) => ({ id, label: t(`guide.${key}.heading`) })),
          { id: WIZARD_SECTION_ID, label: t('wizard.heading') },
        ]}
      />
      <SettlementGuide />
      <section
        ref={wizardSection}
        id={WIZARD_SECTION_ID}
        aria-labelledby={`${WIZARD_SECTION_ID}-heading`}
        className={styles.wizardSection}
      >
        <h2 id={`${WIZARD_SECTION_ID}-heading`}>{t('wizard.heading')}</h2>
        <p>{t('wizard.intro')}</p>
        <WizardWhenNear section={wizardSection} />
      </section>
    </PageLayout>
  );
}
