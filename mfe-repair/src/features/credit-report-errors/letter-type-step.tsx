import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { CREDIT_REPORT_ERROR_LETTERS } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/catalog';
import type { ReportErrorsValues } from './form-values';
import styles from './report-errors.module.css';

/** Step 2: the five letters as a radio group, each with a plain-language name and a hint. */
export function LetterTypeStep() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'reportErrors.typeStep' });
  const {
    register,
    formState: { errors },
  } = useFormContext<ReportErrorsValues>();
  const id = useId();
  const errorId = `${id}-error`;
  const error = errors.letter?.message;
  return (
    <div className={styles.step}>
      <fieldset className={styles.choices}>
        <legend>
          <h2>{t('legend')}</h2>
        </legend>
        {CREDIT_REPORT_ERROR_LETTERS.map((letter) => {
          const inputId = `${id}-${letter}`;
          const hintId = `${inputId}-hint`;
          return (
            <div key={letter} className={styles.choice}>
              <input
                type="radio"
                id={inputId}
                value={letter}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                {...register('letter')}
              />
              <label htmlFor={inputId}>{t(`types.${letter}.label`)}</label>
              <p id={hintId} className={styles.choiceHint}>
                {t(`types.${letter}.hint`)}
              </p>
            </div>
          );
        })}
      </fieldset>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
