import { lazy, Suspense } from 'react';
import type { GeneratedLetter } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Spinner } from 'shared/ui';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { LetterDialog } from './letter-dialog';

const SendGuidePanel = lazy(() => import('./send-guide-panel'));

export interface SendGuideDialogProps {
  /** The letter whose guide is shown; null keeps the dialog closed. */
  letter: GeneratedLetter | null;
  onClose: () => void;
}

/** "How to send it" for a letter to a bureau. */
export function SendGuideDialog({ letter, onClose }: SendGuideDialogProps) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  return (
    <LetterDialog
      letter={letter}
      onClose={onClose}
      title={t('sendGuide.title')}
      description={({ name }) => t('sendGuide.description', { name })}
    >
      {({ id }) => (
        <Suspense fallback={<Spinner label={t('sendGuide.loading')} />}>
          <SendGuidePanel key={id} letterId={id} />
        </Suspense>
      )}
    </LetterDialog>
  );
}
