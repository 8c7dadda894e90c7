import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import styles from './confirm-dialog.module.css';
import { returnFocus } from './return-focus';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  description?: ReactNode;
  /** The content: typically a form with its own buttons (FormDialogClose closes). */
  children: ReactNode;
}

/**
 * A modal with any content, for a small form. Focus starts on the first field, stays inside while
 * open and goes back where it was on close; Escape closes. ConfirmDialog is for yes/no questions.
 * Opened from state (no Radix Trigger), so it returns focus itself: Radix would aim at a trigger.
 */
export function FormDialog({ open, onOpenChange, title, description, children }: FormDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          // Without a description Radix wants aria-describedby explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description>{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The row of a FormDialog's buttons, kept at the dialog's bottom edge while its content scrolls. */
export function FormDialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** Wraps a button (asChild) so that it closes the FormDialog around it. */
export const FormDialogClose = RadixDialog.Close;
