import { useTranslation } from 'shared/i18n';
import {
  LETTER_WIZARD_NAMESPACE,
  type LetterLanguageState,
  SupportingDocuments,
} from 'shared/letter-wizard';
import { Alert, Button } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './creditor-dispute.module.css';

const ADVICE = ['letters', 'noPayment', 'proof'] as const;

export interface DocumentsStepProps {
  /** The letter's language, chosen on this step. */
  language: LetterLanguageState;
  busy: boolean;
  /** The generator's message (a refused password, a network failure...), or null. */
  problem: string | null;
  /** -2 messages that belong to no field, shown as the server gave them. */
  unmatched: readonly string[];
  onGenerate: () => void;
}

/** Step 4: what to attach and how to send, this letter's own advice, and Generate Letter. */
export function DocumentsStep({
  language,
  busy,
  problem,
  unmatched,
  onGenerate,
}: DocumentsStepProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditorDispute.documentsStep' });
  const { t: kit } = useTranslation(LETTER_WIZARD_NAMESPACE);
  return (
    <SupportingDocuments language={language}>
      <h3>{t('adviceHeading')}</h3>
      <ul className={styles.list}>
        {ADVICE.map((item) => (
          <li key={item}>{t(`advice.${item}`)}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        {problem ? (
          <Alert tone="error">
            {problem}
            {unmatched.length > 0 ? (
              <>
                {' '}
                {t('unmatched')} {unmatched.join(' ')}
              </>
            ) : null}
          </Alert>
        ) : null}
        <Button busy={busy} onClick={onGenerate}>
          {kit('generate.button')}
        </Button>
      </div>
    </SupportingDocuments>
  );
}
