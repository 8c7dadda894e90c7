import { useTranslation } from 'shared/i18n';
import { Alert, Button } from 'shared/ui/basics';
import styles from './suite-load-failed.module.css';

export interface SuiteLoadFailedProps {
  onRetry: () => void;
}

/** Shown in place of a suite that could not be loaded or crashed; the rest of the app works on. */
export function SuiteLoadFailed({ onRetry }: SuiteLoadFailedProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.failed}>
      <Alert tone="error">{t('remoteFailed')}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </div>
  );
}
