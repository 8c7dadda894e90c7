import { CREDIT_REPORT_ERROR_LETTERS } from 'shared/contract';
import { useController } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { RadioGroupField } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import type { ReportErrorsValues } from './form-values';
import styles from './report-errors.module.css';

/** Step 2: the five letters as a radio group, each with a plain-language name and a hint. */
export function LetterTypeStep() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'reportErrors.typeStep' });
  const { field, fieldState } = useController<ReportErrorsValues, 'letter'>({ name: 'letter' });
  const options = CREDIT_REPORT_ERROR_LETTERS.map((letter) => ({
    value: letter,
    label: t(`types.${letter}.label`),
    hint: t(`types.${letter}.hint`),
  }));
  return (
    <div className={styles.step}>
      {/* The step's heading names the group. */}
      <RadioGroupField
        legend={<h2>{t('legend')}</h2>}
        options={options}
        {...field}
        error={fieldState.error?.message}
      />
    </div>
  );
}
