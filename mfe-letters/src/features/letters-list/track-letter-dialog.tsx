import { lazy, Suspense } from 'react';
import type { GeneratedLetter } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Spinner } from 'shared/ui';
import { FormDialog } from 'shared/ui/confirm-dialog';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { formatCalendarDate } from './format-date';

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
  return (
    <FormDialog
      open={letter !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('track.title')}
      description={
        letter
          ? t('track.description', {
              name: letter.name,
              date: formatCalendarDate(letter.request_date),
            })
          : undefined
      }
    >
      {letter ? (
        <Suspense fallback={<Spinner label={t('track.loading')} />}>
          <TrackLetterForm key={letter.id} letter={letter} onSaved={onSaved} />
        </Suspense>
      ) : null}
    </FormDialog>
  );
}
