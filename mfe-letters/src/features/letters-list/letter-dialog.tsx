import type { ReactNode } from 'react';
import type { GeneratedLetter } from 'shared/contract';
import { FormDialog } from 'shared/ui/confirm-dialog';

export interface LetterDialogProps {
  /** The letter the dialog is about; null keeps it closed. */
  letter: GeneratedLetter | null;
  onClose: () => void;
  title: string;
  /** The line under the title, naming the letter. */
  description: (letter: GeneratedLetter) => string;
  children: (letter: GeneratedLetter) => ReactNode;
}

/** A dialog about one letter of the list (Track, How to send it), opened from the list's state. */
export function LetterDialog({ letter, onClose, title, description, children }: LetterDialogProps) {
  return (
    <FormDialog
      open={letter !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={letter ? description(letter) : undefined}
    >
      {letter ? children(letter) : null}
    </FormDialog>
  );
}
