import { type ReactNode, useId } from 'react';
import styles from './field.module.css';
import { CircleAlert } from './icons';
import { useMessageText } from './messages';

/** The props every field takes besides its input's own attributes. */
export interface FieldProps {
  label: string;
  /** Message shown under the field; marks the input invalid. */
  error?: string | undefined;
  /** Help shown between the label and the input. */
  hint?: string | undefined;
}

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** aria attributes linking an input to its hint and error. */
export function fieldAria(
  ids: FieldIds,
  { error, hint }: Pick<FieldProps, 'error' | 'hint'>,
  required: boolean | undefined,
  describedBy: string | undefined,
) {
  const described = [describedBy, hint ? ids.hintId : null, error ? ids.errorId : null]
    .filter(Boolean)
    .join(' ');
  return {
    id: ids.inputId,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}

export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  return hint ? (
    <p id={id} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

/** The field's message, a contract message key translated in the active language. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const messageText = useMessageText();
  return error ? (
    <p id={id} className={styles.error}>
      <CircleAlert className={styles.errorIcon} aria-hidden="true" focusable="false" />
      <span>{messageText(error)}</span>
    </p>
  ) : null;
}

interface FieldFrameProps extends FieldProps {
  ids: FieldIds;
  children: ReactNode;
}

/** Label above, hint, the control, then the error under it. */
export function FieldFrame({ ids, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={ids.inputId} className={styles.label}>
        {label}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      {children}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

export const fieldStyles = styles;
