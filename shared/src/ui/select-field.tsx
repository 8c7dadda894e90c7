import type { ComponentProps } from 'react';
import { cx } from './class-names';
import { FieldFrame, type FieldProps, fieldAria, fieldStyles, useFieldIds } from './field';

export interface SelectOption {
  value: string | number;
  label: string;
  /** Shown but not selectable; the label should say why (screen readers read it). */
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'>, FieldProps {
  options: readonly SelectOption[];
  /** First, empty choice (value ''). */
  placeholder?: string | undefined;
}

/**
 * A native select: phones show their own picker, keyboard and screen readers know it, and
 * `{...register('name')}` works without a Controller.
 */
export function SelectField({
  label,
  error,
  hint,
  id,
  required,
  className,
  options,
  placeholder,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <select
        {...selectProps}
        {...fieldAria(ids, { error, hint }, required, describedBy)}
        className={cx(fieldStyles.control, fieldStyles.select, className)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
