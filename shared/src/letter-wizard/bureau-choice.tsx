import { useId } from 'react';
import type { LetterBureauChoice } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { CheckboxField } from 'shared/ui';
import styles from './letter-wizard.module.css';
import { LETTER_WIZARD_NAMESPACE } from './texts';

export interface BureauChoiceProps {
  value: LetterBureauChoice;
  onChange: (value: LetterBureauChoice) => void;
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
export function BureauChoice({ value, onChange }: BureauChoiceProps) {
  const { t } = useTranslation(LETTER_WIZARD_NAMESPACE, { keyPrefix: 'bureau' });
  const hintId = useId();

  function toggle(bureau: Bureau, checked: boolean) {
    const other = BUREAUS.find((candidate) => candidate !== bureau) ?? bureau;
    const otherChosen = isChosen(value, other);
    if (checked) onChange(otherChosen ? 'both' : bureau);
    else if (otherChosen) onChange(other);
  }

  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
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
    </fieldset>
  );
}
