import { useId } from 'react';
import { saveObjectUrl } from 'shared/api';
import type { GeneratedLetter } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Button, CalendarPlus } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import styles from './letter-tracking.module.css';
import { openLetters, replyDueCalendar } from './reply-calendar';

export interface CalendarDownloadProps {
  letters: readonly GeneratedLetter[];
}

/**
 * "Download calendar (.ics)": made in the browser from the list, one event per letter awaiting a
 * reply. With nothing open the button stays focusable but inert, and says why.
 */
export function CalendarDownload({ letters }: CalendarDownloadProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE, { keyPrefix: 'calendar' });
  const { calendarDate } = useLocaleFormat();
  const { t: tl } = useTranslation(LETTERS_NAMESPACE);
  const hintId = useId();
  const nothingOpen = openLetters(letters).length === 0;

  function download() {
    const text = replyDueCalendar(
      letters,
      {
        calendarName: t('calendarName'),
        summary: (letter) => t('eventSummary', { name: letter.name }),
        description: (letter) =>
          t('eventDescription', {
            name: letter.name,
            by: letter.sent_by ? tl(`sentByInline.${letter.sent_by}`) : '',
            date: letter.sent_on ? calendarDate(letter.sent_on) : '',
          }),
      },
      new Date(),
    );
    const file = new Blob([text], { type: 'text/calendar;charset=utf-8' });
    saveObjectUrl(URL.createObjectURL(file), t('fileName'));
  }

  return (
    <div className={styles.calendar}>
      <Button
        variant="secondary"
        aria-disabled={nothingOpen || undefined}
        aria-describedby={hintId}
        onClick={download}
      >
        <CalendarPlus size={20} aria-hidden="true" focusable="false" />
        {t('button')}
      </Button>
      <p id={hintId} className={styles.calendarHint}>
        {nothingOpen ? t('nothingOpen') : t('hint')}
      </p>
    </div>
  );
}
