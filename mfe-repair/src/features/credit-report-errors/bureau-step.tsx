import { Controller, useFormContext } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { BureauChoice } from 'shared/letter-wizard';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import type { ReportErrorsValues } from './form-values';
import styles from './report-errors.module.css';

/** Step 1: why the two bureaus' reports differ, and which of them get the letter. */
export function BureauStep() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'reportErrors.bureauStep' });
  const { control } = useFormContext<ReportErrorsValues>();
  return (
    <div className={styles.step}>
      <h2>{t('heading')}</h2>
      <p>{t('text')}</p>
      <p>{t('advice')}</p>
      <Controller
        name="bureau"
        control={control}
        render={({ field }) => <BureauChoice value={field.value} onChange={field.onChange} />}
      />
      <p className={styles.note}>{t('inquiryNote')}</p>
    </div>
  );
}
