import { useId } from 'react';
import type { LetterBureauChoice } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { CheckboxField, FieldError } from 'shared/ui';
import styles from './letter-wizard.module.css';
import { LETTER_WIZARD_NAMESPACE } from './texts';

export interface BureauChoiceProps {
  value: LetterBureauChoice;
  onChange: (value: LetterBureauChoice) => void;
  /** A message about the choice (an answer of the API on `bureau`), shown under it. */
  error?: string | undefined;
}

type Bureau = Exclude<LetterBureauChoice, 'both'>;
const BUREAUS: readonly Bureau[] = ['Equifax', 'TransUnion'];

function isChosen(value: LetterBureauChoice, bureau: Bureau): boolean {
  return value === 'both' || value === bureau;
}

/**
 * Which bureaus get the letter: Equifax, TransUnion or both (the default). Two checkboxes, at
 * least one kept checked: unchecking the last one is refused, so the choice is never empty.
 */
export function BureauChoice({ value, onChange, error }: BureauChoiceProps) {
  const { t } = useTranslation(LETTER_WIZARD_NAMESPACE, { keyPrefix: 'bureau' });
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function toggle(bureau: Bureau, checked: boolean) {
    const other = BUREAUS.find((candidate) => candidate !== bureau) ?? bureau;
    const otherChosen = isChosen(value, other);
    if (checked) onChange(otherChosen ? 'both' : bureau);
    else if (otherChosen) onChange(other);
  }

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className={styles.legend}>{t('legend')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('hint')}
      </p>
      {BUREAUS.map((bureau) => (
        <CheckboxField
          key={bureau}
          label={t(bureau)}
          name={`bureau-${bureau}`}
          checked={isChosen(value, bureau)}
          onChange={(event) => toggle(bureau, event.target.checked)}
        />
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
