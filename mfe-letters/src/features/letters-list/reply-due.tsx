import type { GeneratedLetter } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { TriangleAlert, VisuallyHidden } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import styles from './letter-tracking.module.css';
import { isAwaitingReply } from './reply-calendar';
import type { RowTracking } from './row-tracking';

export interface ReplyDueProps {
  letter: GeneratedLetter;
  tracking: RowTracking;
}

/**
 * The reply-due cell: the date while a reply is awaited, with an "Overdue" badge (icon and word,
 * not colour alone) once it has passed; a dash otherwise.
 */
export function ReplyDue({ letter, tracking }: ReplyDueProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { calendarDate } = useLocaleFormat();
  if (!isAwaitingReply(letter)) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('replyDue.none')}</VisuallyHidden>
      </>
    );
  }
  return (
    <div className={styles.due}>
      <time dateTime={letter.reply_due}>{calendarDate(letter.reply_due)}</time>
      {tracking.overdue ? (
        <span className={styles.overdue}>
          <TriangleAlert className={styles.overdueIcon} aria-hidden="true" focusable="false" />
          {t('replyDue.overdue')}
        </span>
      ) : null}
    </div>
  );
}
