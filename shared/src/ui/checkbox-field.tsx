import type { ComponentProps } from 'react';
import { cx } from './class-names';
import {
  FieldError,
  FieldHint,
  type FieldProps,
  fieldAria,
  fieldStyles,
  useFieldIds,
} from './field';

export interface CheckboxFieldProps
  extends Omit<ComponentProps<'input'>, 'children' | 'type'>,
    FieldProps {}

/**
 * A native checkbox with its label on the right. Native rather than a Radix button so that
 * `{...register('name')}` works and the value is a boolean.
 */
export function CheckboxField({
  label,
  error,
  hint,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={fieldStyles.field}>
      <div className={fieldStyles.checkboxRow}>
        <input
          {...inputProps}
          {...fieldAria(ids, { error, hint }, required, describedBy)}
          type="checkbox"
          className={cx(fieldStyles.checkbox, className)}
        />
        <label htmlFor={ids.inputId} className={fieldStyles.checkboxLabel}>
          {label}
        </label>
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
