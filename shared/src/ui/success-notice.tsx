import { useCallback, useEffect, useRef, useState } from 'react';
import { SUCCESS_NOTICE_MS } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { CircleCheck } from './icons';
import styles from './success-notice.module.css';

export interface SuccessNoticeProps {
  visible: boolean;
  /** Defaults to 'Successfully Updated!'. */
  message?: string;
}

/**
 * The status region is always rendered so screen readers are already watching it when the
 * message appears.
 */
export function SuccessNotice({ visible, message }: SuccessNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={styles.region}>
      {visible ? (
        <p className={styles.notice}>
          <CircleCheck className={styles.icon} aria-hidden="true" focusable="false" />
          {message ?? t('successfullyUpdated')}
        </p>
      ) : null}
    </div>
  );
}

export interface SuccessNoticeState {
  visible: boolean;
  /** Shows the notice for SUCCESS_NOTICE_MS (3000 ms); a second call restarts the time. */
  show: () => void;
}

export function useSuccessNotice(): SuccessNoticeState {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), SUCCESS_NOTICE_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { visible, show };
}
