import { useId } from 'react';
import { useGeneratedLettersQuery } from 'shared/api';
import { summarizeTracking } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { TriangleAlert } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { localToday } from '../../lib/local-today';
import { CalendarDownload } from './calendar-download';
import styles from './letter-tracking.module.css';

/**
 * Above the tabs, across every group: how many letters await a reply, how many are overdue, how
 * many are resolved, and the next reply-due date with its letters; then the calendar download.
 * Shows nothing until the list has loaded (the tab shows the spinner or the failure).
 */
export function TrackingSummary() {
  const { t } = useTranslation(LETTERS_NAMESPACE, { keyPrefix: 'summary' });
  const { calendarDate, list } = useLocaleFormat();
  const { data: letters } = useGeneratedLettersQuery();
  const headingId = useId();
  if (!letters) return null;

  const summary = summarizeTracking(letters, localToday());
  const { nextDue } = summary;
  return (
    <section aria-labelledby={headingId} className={styles.summary}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {t('heading')}
      </h2>
      <dl className={styles.counts}>
        <div className={styles.count}>
          <dt>{t('awaiting')}</dt>
          <dd>{summary.awaiting}</dd>
        </div>
        <div
          className={summary.overdue > 0 ? `${styles.count} ${styles.countOverdue}` : styles.count}
        >
          <dt>
            {summary.overdue > 0 ? (
              <TriangleAlert className={styles.overdueIcon} aria-hidden="true" focusable="false" />
            ) : null}
            {t('overdue')}
          </dt>
          <dd>{summary.overdue}</dd>
        </div>
        <div className={styles.count}>
          <dt>{t('resolved')}</dt>
          <dd>{summary.resolved}</dd>
        </div>
        <div className={`${styles.count} ${styles.countWide}`}>
          <dt>{t('nextDue')}</dt>
          <dd className={styles.nextDue}>
            {nextDue ? (
              <>
                <time dateTime={nextDue.date}>{calendarDate(nextDue.date)}</time>
                <span>{list(nextDue.letters.map((letter) => letter.name))}</span>
              </>
            ) : (
              t('none')
            )}
          </dd>
        </div>
      </dl>
      <CalendarDownload letters={letters} />
    </section>
  );
}
