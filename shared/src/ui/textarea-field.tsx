import type { ComponentProps } from 'react';
import { cx } from './class-names';
import { FieldFrame, type FieldProps, fieldAria, fieldStyles, useFieldIds } from './field';

export interface TextareaFieldProps
  extends Omit<ComponentProps<'textarea'>, 'children'>,
    FieldProps {}

/**
 * A labelled multi-line field, framed like the other fields (label, hint, control, error).
 * `ref` reaches the textarea, so `{...register('name')}` works.
 */
export function TextareaField({
  label,
  error,
  hint,
  id,
  required,
  className,
  rows = 5,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextareaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <textarea
        rows={rows}
        {...textareaProps}
        {...fieldAria(ids, { error, hint }, required, describedBy)}
        className={cx(fieldStyles.control, fieldStyles.textarea, className)}
      />
    </FieldFrame>
  );
}
