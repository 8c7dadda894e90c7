import { type ReactNode, useId } from 'react';
import { useTranslation } from 'shared/i18n';
import styles from './letter-wizard.module.css';
import { LETTER_WIZARD_NAMESPACE } from './texts';

const ITEMS = ['ids', 'bankruptcy', 'payment', 'fax', 'copies'] as const;

export interface SupportingDocumentsProps {
  /** Added after the guidance: advice for one wizard, and its Generate button. */
  children?: ReactNode;
}

/** The last step of every letter wizard: what to attach and how to send (spec section 2). */
export function SupportingDocuments({ children }: SupportingDocumentsProps) {
  const { t } = useTranslation(LETTER_WIZARD_NAMESPACE, { keyPrefix: 'documents' });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p>{t('intro')}</p>
      <ul className={styles.documents}>
        {ITEMS.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
      {children}
    </section>
  );
}
