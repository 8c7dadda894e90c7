// biome-ignore-all lint/a11y/noRedundantRoles: the table keeps its roles when a phone lays its rows out as cards (letter-row.tsx).
import {
  ESCALATION_LETTERS,
  type EscalationLetterType,
  type GeneratedLetter,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { VisuallyHidden } from 'shared/ui';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import type { LetterGroupTab } from './letter-groups';
import { LetterRow } from './letter-row';
import styles from './letters-table.module.css';
import { rowTracking } from './row-tracking';
import { escalationKey } from './use-follow-up';

export interface LettersTableProps {
  group: LetterGroupTab;
  /** This group's letters, one row each. */
  letters: readonly GeneratedLetter[];
  /** Every letter, for the links between a follow-up and its first letter across the list. */
  allLetters: readonly GeneratedLetter[];
  /** The consumer's local date: it decides what is overdue. */
  today: string;
  downloadingId: string | null;
  followingUpId: string | null;
  /** The escalation letter being made, as 'id:kind' (use-follow-up.ts escalationKey). */
  escalatingKey: string | null;
  /** The letters the Generate that opened the list just made: marked New. */
  newIds: readonly string[];
  onDownload: (letter: GeneratedLetter) => void;
  onTrack: (letter: GeneratedLetter) => void;
  onSendGuide: (letter: GeneratedLetter) => void;
  onFollowUp: (letter: GeneratedLetter) => void;
  onEscalate: (letter: GeneratedLetter, kind: EscalationLetterType) => void;
  onDelete: (letter: GeneratedLetter) => void;
}

/** A group's letters: name, request date, status, reply-due date and the row's actions. */
export function LettersTable({
  group,
  letters,
  allLetters,
  today,
  downloadingId,
  followingUpId,
  escalatingKey,
  newIds,
  ...handlers
}: LettersTableProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  return (
    // Five columns do not fit a phone: there each row becomes a card, every column and action
    // in view (its cells name their columns); between, the table scrolls inside its own box.
    // The roles are spelled out because a row laid out as a card loses its implicit table roles
    // in some browsers.
    <div className={styles.scroller}>
      <table
        role="table"
        className={styles.table}
        aria-label={t(`groups.${group.slug}.tableLabel`)}
      >
        <thead>
          <tr role="row">
            <th role="columnheader" scope="col">
              {t('columns.name')}
            </th>
            <th role="columnheader" scope="col">
              {t('columns.requestDate')}
            </th>
            <th role="columnheader" scope="col">
              {t('columns.status')}
            </th>
            <th role="columnheader" scope="col">
              {t('columns.replyDue')}
            </th>
            <th role="columnheader" scope="col" className={styles.actions}>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {letters.map((letter) => (
            <LetterRow
              key={letter.id}
              letter={letter}
              tracking={rowTracking(letter, allLetters, today)}
              downloading={downloadingId === letter.id}
              isNew={newIds.includes(letter.id)}
              followingUp={followingUpId === letter.id}
              escalating={
                ESCALATION_LETTERS.find((kind) => escalatingKey === escalationKey(letter, kind)) ??
                null
              }
              {...handlers}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
