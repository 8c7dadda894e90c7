import type { ComponentType } from 'react';
import { useTranslation } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import { LETTER_FIELDS, type ReportErrorLetter, type ReportErrorsField } from './form-values';
import { InquiryForm } from './inquiry-form';
import { AddressForm, CreditFileForm, EmploymentForm, NameForm } from './letter-forms';
import styles from './report-errors.module.css';

const FORMS: Record<ReportErrorLetter, ComponentType> = {
  error_of_employment: EmploymentForm,
  error_of_name: NameForm,
  error_of_address: AddressForm,
  error_on_credit_file: CreditFileForm,
  unauthorized_inquiry: InquiryForm,
};

export interface DetailsStepProps {
  letter: ReportErrorLetter;
  /** The fields the profile filled in, to tell the user to check them. */
  prefilled: ReadonlySet<ReportErrorsField>;
}

/** Step 3: the chosen letter's form. */
export function DetailsStep({ letter, prefilled }: DetailsStepProps) {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'reportErrors' });
  const Form = FORMS[letter];
  const showsPrefill = LETTER_FIELDS[letter].some((field) => prefilled.has(field));
  return (
    <div className={styles.step}>
      <h2>{t(`forms.${letter}.heading`)}</h2>
      <p>{t(`forms.${letter}.intro`)}</p>
      {showsPrefill ? <p className={styles.note}>{t('fields.prefilled')}</p> : null}
      <Form />
    </div>
  );
}
