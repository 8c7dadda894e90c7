import { CREDIT_BUREAUS, type LetterBureauChoice } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import {
  LETTER_WIZARD_NAMESPACE,
  type LetterLanguageState,
  SupportingDocuments,
} from 'shared/letter-wizard';
import { Alert, Button } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './report-errors.module.css';

export interface DocumentsStepProps {
  /** Who the letter goes to: the chosen bureaus, or the creditor's name for an inquiry. */
  recipient: { bureaus: LetterBureauChoice } | { creditor: string };
  /** The letter's language, chosen on this step. */
  language: LetterLanguageState;
  busy: boolean;
  /** What went wrong with the last Generate, if anything. */
  problem: string | null;
  /** Server messages that belong to no field of the wizard. */
  unmatched: readonly string[];
  onGenerate: () => void;
}

/** Step 4: the supporting-documents guidance, who gets the letter, and Generate Letter. */
export function DocumentsStep({
  recipient,
  language,
  busy,
  problem,
  unmatched,
  onGenerate,
}: DocumentsStepProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'reportErrors.documents' });
  const { t: kit } = useTranslation(LETTER_WIZARD_NAMESPACE);
  // The kit's bureau names: the same as the bureau choice shows, in the page's language.
  const bureaus =
    'bureaus' in recipient
      ? CREDIT_BUREAUS.filter(({ id }) => recipient.bureaus === 'both' || recipient.bureaus === id)
          .map(({ id }) => kit(`bureau.${id}`))
          .join(t('and'))
      : null;
  return (
    <div className={styles.step}>
      <SupportingDocuments language={language}>
        <p>
          {'creditor' in recipient
            ? t('toCreditor', { creditor: recipient.creditor })
            : t('toBureaus', { bureaus })}
        </p>
        {problem ? (
          <Alert tone="error" className={styles.alert}>
            <p>{problem}</p>
            {unmatched.length > 0 ? (
              <>
                <p>{t('unmatched')}</p>
                <ul>
                  {unmatched.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Button className={styles.generate} busy={busy} onClick={onGenerate}>
          {kit('generate.button')}
        </Button>
      </SupportingDocuments>
    </div>
  );
}
