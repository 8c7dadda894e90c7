import { useTranslation } from 'shared/i18n';
import {
  LETTER_WIZARD_NAMESPACE,
  type LetterLanguageState,
  SupportingDocuments,
} from 'shared/letter-wizard';
import { Alert, Button } from 'shared/ui';
import { SETTLEMENT_NAMESPACE } from '../../../i18n/catalog';
import styles from '../settlement-wizard.module.css';

const ADVICE = ['confirmation', 'payAfter', 'proof'] as const;

export interface DocumentsStepProps {
  /** The letter's language, chosen on this step (the generator's). */
  language: LetterLanguageState;
  busy: boolean;
  /** The generator's message (wrong password, network, ...), shown near the button. */
  problem: string | null;
  onGenerate: () => void;
}

/** Step 4: what to attach and send, the settlement's own advice, and Generate Letter. */
export function DocumentsStep({ language, busy, problem, onGenerate }: DocumentsStepProps) {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'wizard.documentsStep' });
  const { t: kit } = useTranslation(LETTER_WIZARD_NAMESPACE);
  return (
    <SupportingDocuments language={language}>
      <h3>{t('adviceHeading')}</h3>
      <ul className={styles.advice}>
        {ADVICE.map((item) => (
          <li key={item}>{t(`advice.${item}`)}</li>
        ))}
      </ul>
      {problem ? (
        <Alert tone="error" className={styles.alert}>
          {problem}
        </Alert>
      ) : null}
      <Button className={styles.generate} busy={busy} onClick={onGenerate}>
        {kit('generate.button')}
      </Button>
    </SupportingDocuments>
  );
}
