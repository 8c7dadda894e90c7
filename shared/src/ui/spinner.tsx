import { useTranslation } from 'shared/i18n';
import { LoaderCircle } from './icons';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  /** Announced text; defaults to 'Loading...'. */
  label?: string;
  /** Show the label beside the spinner as well. */
  showLabel?: boolean;
}

export function Spinner({ label, showLabel = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <div role="status" className={styles.spinner}>
      <LoaderCircle className={styles.icon} aria-hidden="true" focusable="false" />
      {showLabel ? (
        <span className={styles.label}>{text}</span>
      ) : (
        <VisuallyHidden>{text}</VisuallyHidden>
      )}
    </div>
  );
}
