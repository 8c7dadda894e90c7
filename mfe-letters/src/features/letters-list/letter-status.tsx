import type { EscalationLetterType, GeneratedLetter } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Button, VisuallyHidden } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import styles from './letter-tracking.module.css';
import type { RowTracking } from './row-tracking';

export interface LetterStatusProps {
  letter: GeneratedLetter;
  tracking: RowTracking;
  followingUp: boolean;
  onFollowUp: (letter: GeneratedLetter) => void;
  /** The escalation letter being made for this row, or null. */
  escalating: EscalationLetterType | null;
  onEscalate: (letter: GeneratedLetter, kind: EscalationLetterType) => void;
}

/**
 * The status cell: the state (with the outcome once resolved), how and when it was sent, the
 * link between a follow-up or escalation letter and its first letter, and the follow-up and
 * escalation offers when the rules make them.
 */
export function LetterStatus({
  letter,
  tracking,
  followingUp,
  onFollowUp,
  escalating,
  onEscalate,
}: LetterStatusProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { calendarDate } = useLocaleFormat();
  const { status, sent_on, sent_by, outcome, resolved_on } = letter;
  const details: string[] = [];
  if (status === 'resolved' && resolved_on) {
    details.push(t('status.resolvedOn', { date: calendarDate(resolved_on) }));
  } else if (sent_on && sent_by) {
    details.push(
      t('status.sentOn', { by: t(`sentByInline.${sent_by}`), date: calendarDate(sent_on) }),
    );
  }
  if (tracking.firstLetter) {
    details.push(t('status.followsUp', { name: tracking.firstLetter.name }));
  }
  if (tracking.followUp) {
    details.push(t('status.followedUp', { name: tracking.followUp.name }));
  }
  if (tracking.escalatedLetter) {
    details.push(t('status.escalates', { name: tracking.escalatedLetter.name }));
  }
  for (const escalation of tracking.escalations) {
    details.push(t('status.escalated', { name: escalation.name }));
  }

  return (
    <div className={styles.status}>
      <span className={styles.state}>
        {status === 'resolved'
          ? t('status.resolved', { outcome: t(`outcomes.${outcome ?? 'other'}`) })
          : t(`status.${status}`)}
      </span>
      {details.map((detail) => (
        <span key={detail} className={styles.detail}>
          {detail}
        </span>
      ))}
      {tracking.followUpOffered ? (
        <Button variant="link" busy={followingUp} onClick={() => onFollowUp(letter)}>
          {/* The space stays outside: a name computation trims the hidden text's own. */}
          {t('followUp.button')}{' '}
          <VisuallyHidden>{t('followUp.for', { name: letter.name })}</VisuallyHidden>
        </Button>
      ) : null}
      {letter.escalations_offered.length > 0 ? (
        <div className={styles.offers}>
          <span className={styles.detail}>{t('escalation.offers')}</span>
          {letter.escalations_offered.map((kind) => (
            <Button
              key={kind}
              variant="link"
              className={styles.offer}
              busy={escalating === kind}
              onClick={() => onEscalate(letter, kind)}
            >
              {t(`escalation.button.${kind}`)}{' '}
              <VisuallyHidden>{t('followUp.for', { name: letter.name })}</VisuallyHidden>
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
