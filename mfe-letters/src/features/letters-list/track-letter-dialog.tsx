import { lazy, Suspense } from 'react';
import type { GeneratedLetter } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Spinner } from 'shared/ui';
import { useLocaleFormat } from 'shared/ui/locale-format';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { LetterDialog } from './letter-dialog';

const TrackLetterForm = lazy(() => import('./track-letter-form'));

export interface TrackLetterDialogProps {
  /** The letter being tracked; null keeps the dialog closed. */
  letter: GeneratedLetter | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The Track dialog: the letter's name and request date, then its tracking form. */
export function TrackLetterDialog({ letter, onClose, onSaved }: TrackLetterDialogProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { calendarDate } = useLocaleFormat();
  return (
    <LetterDialog
      letter={letter}
      onClose={onClose}
      title={t('track.title')}
      description={({ name, request_date }) =>
        t('track.description', { name, date: calendarDate(request_date) })
      }
    >
      {(tracked) => (
        <Suspense fallback={<Spinner label={t('track.loading')} />}>
          <TrackLetterForm key={tracked.id} letter={tracked} onSaved={onSaved} />
        </Suspense>
      )}
    </LetterDialog>
  );
}
