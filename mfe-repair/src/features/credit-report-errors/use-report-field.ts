import { useFormContext } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import type { ReportErrorsField, ReportErrorsValues } from './form-values';

/**
 * Props for one of step 3's fields: its label from the catalog, its message, and the form
 * binding. `required` only marks the input; the messages are the form's own.
 */
export function useReportField() {
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'reportErrors.fields' });
  const {
    register,
    formState: { errors },
  } = useFormContext<ReportErrorsValues>();
  return (name: ReportErrorsField, options: { required?: boolean; hint?: string } = {}) => ({
    label: t(name),
    error: errors[name]?.message,
    required: options.required ?? true,
    ...(options.hint ? { hint: t(options.hint) } : {}),
    ...register(name),
  });
}
