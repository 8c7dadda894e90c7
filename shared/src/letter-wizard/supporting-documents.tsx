import { type ReactNode, useId } from 'react';
import { useTranslation } from 'shared/i18n';
import { LetterLanguageChoice } from './letter-language-choice';
import styles from './letter-wizard.module.css';
import { LETTER_WIZARD_NAMESPACE } from './texts';
import type { LetterLanguageState } from './use-letter-language';

const ITEMS = ['ids', 'bankruptcy', 'payment', 'fax', 'copies'] as const;

export interface SupportingDocumentsProps {
  /** The letter's language (the generator's): the step offers the choice when it is given. */
  language?: LetterLanguageState;
  /** Added after the guidance: advice for one wizard, and its Generate button. */
  children?: ReactNode;
}

/**
 * The last step of every letter wizard: what to attach and how to send (spec section 2), and the
 * language of the letter (issue 15).
 */
export function SupportingDocuments({ language, children }: SupportingDocumentsProps) {
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
      {language ? <LetterLanguageChoice language={language} /> : null}
      {children}
    </section>
  );
}
