// biome-ignore-all lint/a11y/noRedundantRoles: a row laid out as a card on a phone keeps its table roles only when they are spelled out (some browsers drop the implicit ones).
import { type EscalationLetterType, type GeneratedLetter, offersSendGuide } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Button, IconButton, Trash2, VisuallyHidden } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { LetterStatus } from './letter-status';
import styles from './letters-table.module.css';
import { ReplyDue } from './reply-due';
import type { RowTracking } from './row-tracking';

export interface LetterRowProps {
  letter: GeneratedLetter;
  tracking: RowTracking;
  downloading: boolean;
  /** Made by the Generate that opened the list. */
  isNew: boolean;
  followingUp: boolean;
  escalating: EscalationLetterType | null;
  onDownload: (letter: GeneratedLetter) => void;
  onTrack: (letter: GeneratedLetter) => void;
  /** "How to send it", offered on the letters that may go to a credit bureau. */
  onSendGuide: (letter: GeneratedLetter) => void;
  onFollowUp: (letter: GeneratedLetter) => void;
  onEscalate: (letter: GeneratedLetter, kind: EscalationLetterType) => void;
  onDelete: (letter: GeneratedLetter) => void;
}

/**
 * One letter: its name (which downloads the PDF), its request date, its tracking status and
 * reply-due date, then Track and delete.
 */
export function LetterRow({
  letter,
  tracking,
  downloading,
  isNew,
  followingUp,
  escalating,
  onDownload,
  onTrack,
  onSendGuide,
  onFollowUp,
  onEscalate,
  onDelete,
}: LetterRowProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { calendarDate } = useLocaleFormat();
  return (
    // The roles stay when a phone lays the row out as a card (letters-table.tsx).
    <tr role="row" className={tracking.overdue ? styles.overdueRow : undefined}>
      <th role="rowheader" scope="row" className={styles.name}>
        <Button variant="link" busy={downloading} onClick={() => onDownload(letter)}>
          {letter.name}
        </Button>
      </th>
      <td className={styles.date} role="cell" data-label={t('columns.requestDate')}>
        <time dateTime={letter.request_date}>{calendarDate(letter.request_date)}</time>
      </td>
      <td role="cell" data-label={t('columns.status')}>
        {/* In the status, so the letter keeps its name as its row's header. */}
        {isNew ? (
          <>
            <span className={styles.newBadge}>{t('newLetters.badge')}</span>{' '}
          </>
        ) : null}
        <LetterStatus
          letter={letter}
          tracking={tracking}
          followingUp={followingUp}
          onFollowUp={onFollowUp}
          escalating={escalating}
          onEscalate={onEscalate}
        />
      </td>
      <td className={styles.date} role="cell" data-label={t('columns.replyDue')}>
        <ReplyDue letter={letter} tracking={tracking} />
      </td>
      <td role="cell" className={styles.actions}>
        <div className={styles.actionButtons}>
          {offersSendGuide(letter.type) ? (
            <Button
              variant="secondary"
              className={styles.track}
              onClick={() => onSendGuide(letter)}
            >
              {t('sendGuide.button')} <VisuallyHidden>{letter.name}</VisuallyHidden>
            </Button>
          ) : null}
          <Button variant="secondary" className={styles.track} onClick={() => onTrack(letter)}>
            {t('track.button')} <VisuallyHidden>{letter.name}</VisuallyHidden>
          </Button>
          <IconButton
            label={t('delete.label', { name: letter.name })}
            tone="danger"
            onClick={() => onDelete(letter)}
          >
            <Trash2 size={20} />
          </IconButton>
        </div>
      </td>
    </tr>
  );
}
