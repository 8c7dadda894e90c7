import type { CreditBureau } from 'shared/contract';
import { bureauNameIn, confirmed, confirmedValue } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Card, useReferenceLanguage } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { ContactFacts } from './contact-facts';
import styles from './credit-report-suite.module.css';

export interface BureauCardProps {
  bureau: CreditBureau;
  headingLevel?: 2 | 3;
  /** Also say what identification the bureau asks for. */
  showIdentification?: boolean;
}

/** A credit bureau's contacts: the same mail address and fax its letters print. */
export function BureauCard({
  bureau,
  headingLevel = 3,
  showIdentification = false,
}: BureauCardProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, {
    keyPrefix: 'creditReportSuite.contact',
  });
  // The reference data's texts in the page's language (issue 15).
  const language = useReferenceLanguage();
  const fax = confirmedValue(bureau.fax);
  const identification = confirmedValue(bureau.identification.summary, language);
  return (
    <Card title={bureauNameIn(bureau, language)} headingLevel={headingLevel}>
      <ContactFacts
        website={bureau.website}
        mailLines={[bureau.mailingName, ...(confirmedValue(bureau.mail, language) ?? [])]}
        phones={confirmed(bureau.phones)}
        fax={fax}
        faxNote={bureau.faxNote}
      />
      {showIdentification && identification ? (
        <p className={styles.note}>
          <strong>{t('labelled', { label: t('identification') })}</strong> {identification}
        </p>
      ) : null}
    </Card>
  );
}
