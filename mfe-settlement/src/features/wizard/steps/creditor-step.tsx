import { WIZARD_PROVINCES, type WizardProvince } from 'shared/contract';
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
import { SelectField, TextField } from 'shared/ui';
import { PostalCodeField } from 'shared/ui/postal-code-field';
import { SETTLEMENT_NAMESPACE } from '../../../i18n/catalog';
import type { SettlementFormValues } from '../settlement-form';

function wizardProvince(name: string): WizardProvince | '' {
  return WIZARD_PROVINCES.find((province) => province === name) ?? '';
}

/** Step 2: the creditor, picked from the directory (which fills the fields) or typed in. */
export function CreditorStep() {
  const provinceOptions = useWizardProvinceOptions();
  const { t } = useTranslation(SETTLEMENT_NAMESPACE, { keyPrefix: 'wizard.creditorStep' });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<SettlementFormValues>();
  const notes = useDirectoryNotes(watch('creditor_id'), watch('creditor_fax'));

  function fill(creditor: PickedCreditor) {
    // Validated as they are set, so a message from an earlier Next goes once the field is filled.
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('creditor_id', creditor.id, options);
    setValue('creditor_name', creditor.company, options);
    setValue('creditor_street_address', creditor.address, options);
    setValue('creditor_city', creditor.city, options);
    setValue('creditor_province', wizardProvince(creditor.province), options);
    setValue('creditor_postal_code', creditor.postal_code, options);
    setValue('creditor_fax', creditor.fax, options);
  }

  return (
    <>
      <h2>{t('heading')}</h2>
      <p>{t('intro')}</p>
      <CreditorPicker value={watch('creditor_id')} onPick={fill} />
      <TextField
        label={t('name')}
        required
        autoComplete="off"
        error={errors.creditor_name?.message}
        {...register('creditor_name')}
      />
      <TextField
        label={t('street')}
        required
        autoComplete="off"
        error={errors.creditor_street_address?.message}
        {...register('creditor_street_address')}
      />
      <TextField
        label={t('city')}
        autoComplete="off"
        error={errors.creditor_city?.message}
        {...register('creditor_city')}
      />
      <SelectField
        label={t('province')}
        placeholder={t('provincePlaceholder')}
        options={provinceOptions}
        error={errors.creditor_province?.message}
        {...register('creditor_province')}
      />
      <PostalCodeField
        label={t('postalCode')}
        autoComplete="off"
        error={errors.creditor_postal_code?.message}
        {...register('creditor_postal_code')}
      />
      <DirectoryNoteList notes={[notes.address]} />
      <TextField
        type="tel"
        label={t('fax')}
        hint={withNote(t('faxHint'), notes.fax)}
        autoComplete="off"
        error={errors.creditor_fax?.message}
        {...register('creditor_fax')}
      />
    </>
  );
}
