import { type ComponentProps, useId } from 'react';
import { FieldErrorText } from './field-error-text';
import styles from './settlement-wizard.module.css';

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
}

export interface RadioGroupProps {
  legend: string;
  options: readonly RadioOption[];
  error?: string | undefined;
  /** What `register(name)` returns: the same props go on every radio of the group. */
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value'>;
}

/**
 * A labelled group of native radios (arrow keys move between them), its message under it and
 * tied to the group, so a screen reader hears it with the legend.
 */
export function RadioGroup({ legend, options, error, inputProps }: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.radioGroup} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className={styles.radioRow}>
            <input
              {...inputProps}
              id={optionId}
              type="radio"
              value={option.value}
              className={styles.radio}
              aria-describedby={option.hint ? `${optionId}-hint` : undefined}
            />
            <div>
              <label htmlFor={optionId} className={styles.radioLabel}>
                {option.label}
              </label>
              {option.hint ? (
                <p id={`${optionId}-hint`} className={styles.radioHint}>
                  {option.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  );
}
