import { type ReactNode, type Ref, useId } from 'react';
import { FieldError, FieldHint } from './field';
import styles from './radio-group-field.module.css';

export interface RadioOption<Value extends string> {
  value: Value;
  label: string;
  /** A line under the label explaining the choice. */
  hint?: string | undefined;
}

export interface RadioGroupFieldProps<Value extends string> {
  /** Names the group; a node so that a step can put its heading in it. */
  legend: ReactNode;
  /** The radios' shared name. */
  name: string;
  options: readonly RadioOption<Value>[];
  /** The chosen value, or '' when none is chosen yet. */
  value: Value | '';
  onChange: (value: Value) => void;
  onBlur?: (() => void) | undefined;
  /** Help shown under the legend, read with the group. */
  hint?: string | undefined;
  /** Message shown under the group, read with it; marks the radios invalid. */
  error?: string | undefined;
  disabled?: boolean | undefined;
  /**
   * Goes to the radio that Tab reaches (the chosen one, else the first), so that
   * react-hook-form's `field.ref` can move the focus to the group.
   */
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * Native radios in a fieldset: arrow keys move between them and choose, the legend names the
 * group, and its hint and message are read with it (aria-describedby on the fieldset).
 * Controlled: with react-hook-form, go through `useController` or `Controller`.
 */
export function RadioGroupField<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  disabled,
  ref,
}: RadioGroupFieldProps<Value>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const chosen = options.some((option) => option.value === value);
  return (
    <fieldset
      className={styles.group}
      disabled={disabled}
      aria-describedby={describedBy || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      {options.map((option, index) => {
        const inputId = `${id}-${option.value}`;
        const optionHintId = `${inputId}-hint`;
        const checked = option.value === value;
        return (
          <div key={option.value} className={styles.option}>
            <input
              ref={checked || (!chosen && index === 0) ? ref : undefined}
              id={inputId}
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={option.hint ? optionHintId : undefined}
              className={styles.radio}
            />
            <div>
              <label htmlFor={inputId} className={styles.label}>
                {option.label}
              </label>
              {option.hint ? (
                <p id={optionHintId} className={styles.optionHint}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
