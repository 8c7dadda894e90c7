import { formatPostalCode, WIZARD_PROVINCES } from 'shared/contract';
import { useFormContext } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import {
  CreditorPicker,
  DirectoryNoteList,
  type PickedCreditor,
  useDirectoryNotes,
  useWizardProvinceOptions,
  withNote,
} from 'shared/letter-wizard';
import { DateField, SelectField, TextField } from 'shared/ui';
import { MoneyField } from 'shared/ui/money-field';
import { PostalCodeField } from 'shared/ui/postal-code-field';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import type { ReportErrorsField, ReportErrorsValues } from './form-values';
import { useReportField } from './use-report-field';

/** The form fields a directory creditor fills, from its details. */
export function creditorFields(
  creditor: PickedCreditor,
): Partial<Record<ReportErrorsField, string>> {
  const province = WIZARD_PROVINCES.find((name) => name === creditor.province) ?? '';
  return {
    creditor_id: creditor.id,
    creditor_name: creditor.company,
    creditor_street_address: creditor.address,
    creditor_city: creditor.city,
    creditor_province: province,
    creditor_postal_code: formatPostalCode(creditor.postal_code),
    creditor_fax: creditor.fax,
  };
}

/**
 * unauthorized_inquiry: the creditor that made the inquiry. Picking it in the directory fills
 * name, street address, city, province, postal code and fax; every field stays editable.
 */
export function InquiryForm() {
  const provinceOptions = useWizardProvinceOptions();
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'reportErrors.fields' });
  const field = useReportField();
  const { watch, setValue, getFieldState } = useFormContext<ReportErrorsValues>();
  const picked = watch('creditor_id');
  const notes = useDirectoryNotes(picked, watch('creditor_fax'));

  function fill(creditor: PickedCreditor) {
    for (const [name, value] of Object.entries(creditorFields(creditor))) {
      const key = name as ReportErrorsField;
      // A field already showing a message is re-checked, so a filled one stops complaining.
      setValue(key, value, {
        shouldDirty: true,
        shouldValidate: Boolean(getFieldState(key).error),
      });
    }
  }

  return (
    <>
      <CreditorPicker value={picked === '' ? null : picked} onPick={fill} />
      <TextField {...field('creditor_name')} autoComplete="off" />
      <TextField {...field('creditor_street_address')} autoComplete="off" />
      <TextField {...field('creditor_city')} autoComplete="off" />
      <SelectField
        {...field('creditor_province')}
        options={provinceOptions}
        placeholder={t('provincePlaceholder')}
      />
      <PostalCodeField {...field('creditor_postal_code')} autoComplete="off" />
      <DirectoryNoteList notes={[notes.address]} />
      <TextField
        {...field('creditor_fax', { required: false })}
        hint={withNote(undefined, notes.fax)}
        type="tel"
        autoComplete="off"
      />
      <MoneyField {...field('creditor_amount', { required: false, hint: 'creditorAmountHint' })} />
      <DateField {...field('inquiry_date', { required: false, hint: 'inquiryDateHint' })} />
    </>
  );
}
