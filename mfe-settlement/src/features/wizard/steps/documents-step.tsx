import { useTranslation } from 'shared/i18n';
import { LETTER_WIZARD_NAMESPACE, SupportingDocuments } from 'shared/letter-wizard';
import { Alert, Button } from 'shared/ui';
import { SETTLEMENT_NAMESPACE } from '../../../i18n/catalog';
import styles from '../settlement-wizard.module.css';

const ADVICE = ['confirmation', 'payAfter', 'proof'] as const;

export interface DocumentsStepProps {
  busy: boolean;
  /** The generator's message (wrong password, network, ...), shown near the button. */
  problem: string | null;
  onGenerate: () => void;
}

/** Step 4: what to attach and send, the settlement's own advice, and Generate Letter. */
export function DocumentsStep({ busy, problem, onGenerate }: DocumentsStepProps) {
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'wizard.documentsStep' });
  const { t: kit } = useTranslation(LETTER_WIZARD_NAMESPACE);
  return (
    <SupportingDocuments>
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
