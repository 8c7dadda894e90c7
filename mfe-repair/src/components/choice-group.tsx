import { useId } from 'react';
import styles from './choice-group.module.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** A line under the label explaining the choice. */
  hint?: string;
}

export interface ChoiceGroupProps<Value extends string> {
  legend: string;
  /** The radios' shared name. */
  name: string;
  choices: readonly Choice<Value>[];
  /** The chosen value, or '' when none is chosen yet. */
  value: Value | '';
  onChange: (value: Value) => void;
  hint?: string | undefined;
  error?: string | undefined;
}

/**
 * Native radios in a fieldset: arrow keys move between them, the legend names the group and a
 * message under it is read with the group (aria-describedby on the fieldset).
 */
export function ChoiceGroup<Value extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  hint,
  error,
}: ChoiceGroupProps<Value>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={styles.group}
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {choices.map((choice) => {
        const inputId = `${id}-${choice.value}`;
        const choiceHintId = `${inputId}-hint`;
        return (
          <div key={choice.value} className={styles.choice}>
            <input
              id={inputId}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={choice.hint ? choiceHintId : undefined}
              className={styles.radio}
            />
            <div>
              <label htmlFor={inputId} className={styles.label}>
                {choice.label}
              </label>
              {choice.hint ? (
                <p id={choiceHintId} className={styles.choiceHint}>
                  {choice.hint}
                </p>
              ) : null}
            </div>
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
