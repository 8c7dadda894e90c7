import { type FieldPath, useFormContext, useWatch } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import {
  CreditorPicker,
  DirectoryNoteList,
  PICKED_CREDITOR_ADDRESS_FIELDS,
  type PickedCreditor,
  pickedCreditorFields,
  useDirectoryNotes,
  useWizardProvinceOptions,
  withNote,
} from 'shared/letter-wizard';
import { SelectField, TextField } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/namespace';
import styles from './creditor-dispute.module.css';
import type { CreditorDisputeFormValues } from './form';

type Field = FieldPath<CreditorDisputeFormValues>;

/** The fields a directory creditor fills (its phones too: decisions add them to the detail). */
const FILLED_FIELDS = [
  ...PICKED_CREDITOR_ADDRESS_FIELDS,
  'creditor_phone',
  'creditor_toll_free',
] as const;

interface TextProps {
  name: Field;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  type?: 'text' | 'tel' | 'email';
}

function Text({ name, label, required, hint, type = 'text' }: TextProps) {
  const form = useFormContext<CreditorDisputeFormValues>();
  return (
    <TextField
      label={label}
      hint={hint}
      type={type}
      required={required}
      autoComplete="off"
      error={form.formState.errors[name]?.message}
      {...form.register(name)}
    />
  );
}

/** Step 2: the creditor from the directory (it fills the fields) or typed in. */
export function CreditorStep() {
  const provinceOptions = useWizardProvinceOptions();
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditorDispute.creditorStep' });
  const form = useFormContext<CreditorDisputeFormValues>();
  const { errors } = form.formState;
  const creditorId = useWatch({ control: form.control, name: 'creditor_id' });
  const fax = useWatch({ control: form.control, name: 'creditor_fax' });
  const notes = useDirectoryNotes(creditorId, fax);

  function pick(creditor: PickedCreditor) {
    const filled = pickedCreditorFields(creditor);
    for (const name of FILLED_FIELDS) {
      form.setValue(name, filled[name], {
        shouldDirty: true,
        shouldValidate: Boolean(errors[name]),
      });
    }
  }

  return (
    <>
      <h2>{t('heading')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <CreditorPicker
        value={creditorId || null}
        onPick={pick}
        error={errors.creditor_id?.message}
      />
      <Text name="creditor_name" label={t('name')} required />
      <Text name="creditor_street_address" label={t('streetAddress')} required />
      <Text name="creditor_city" label={t('city')} />
      <SelectField
        label={t('province')}
        placeholder={t('provincePlaceholder')}
        options={provinceOptions}
        error={errors.creditor_province?.message}
        {...form.register('creditor_province')}
      />
      <Text name="creditor_postal_code" label={t('postalCode')} />
      <DirectoryNoteList notes={[notes.address]} />
      <Text name="creditor_phone" label={t('phone')} type="tel" />
      <Text name="creditor_toll_free" label={t('tollFree')} type="tel" />
      <DirectoryNoteList notes={[notes.phone]} />
      <Text
        name="creditor_fax"
        label={t('fax')}
        type="tel"
        hint={withNote(t('faxHint'), notes.fax)}
      />
      <Text name="creditor_email" label={t('email')} type="email" />
    </>
  );
}
