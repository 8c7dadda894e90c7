import { isNetworkError } from 'shared/api';
import { useTranslation } from 'shared/i18n';
import { Button } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { BUDGET_NAMESPACE } from '../../i18n/catalog';
import styles from './budget-suite.module.css';
import type { SaveStatus } from './use-autosave';

export interface SaveStatusLineProps {
  status: SaveStatus;
  onRetry: () => void;
}

/**
 * 'Saving…', then 'Saved at 3:04 p.m.', in a polite live region that is always in the page (a
 * region added together with its text is often not announced). Retry sits outside it.
 */
export function SaveStatusLine({ status, onRetry }: SaveStatusLineProps) {
  const { t } = useTranslation(BUDGET_NAMESPACE);
  const { time } = useLocaleFormat();
  const problem = status.kind === 'failed' || status.kind === 'invalid';
  let text = '';
  if (status.kind === 'saving') text = t('budgetSuite.save.saving');
  if (status.kind === 'saved') {
    text = t('budgetSuite.save.saved', { time: time(status.at) });
  }
  if (status.kind === 'invalid') text = t('budgetSuite.save.invalid');
  if (status.kind === 'failed') {
    text = isNetworkError(status.error)
      ? `${t('budgetSuite.save.failed')} ${t('common:networkFailure')}`
      : t('budgetSuite.save.failed');
  }
  return (
    <div className={styles.statusBar}>
      <p
        role="status"
        className={problem ? `${styles.status} ${styles.statusProblem}` : styles.status}
      >
        {text}
      </p>
      {status.kind === 'failed' ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      ) : null}
    </div>
  );
}
