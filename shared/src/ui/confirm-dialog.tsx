import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { returnFocus } from './return-focus';

// The entry shared/ui/confirm-dialog is the design system's Radix dialog entry: both dialogs.
export {
  FormDialog,
  FormDialogActions,
  FormDialogClose,
  type FormDialogProps,
} from './form-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  tone?: 'primary' | 'danger';
  busy?: boolean;
}

/**
 * A modal question with two answers (e.g. delete or keep). Focus starts on the cancel button so
 * a stray Enter never destroys anything; Escape and the cancel button close it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'danger',
  busy = false,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          // Without a description Radix wants aria-describedby explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            cancel.current?.focus();
          }}
          // Opened from state (no Trigger), so focus is given back here: to what opened it, or,
          // once that is gone (the row deleted), to the page's heading.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button ref={cancel} variant="secondary">
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button variant={tone} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
