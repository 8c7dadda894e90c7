import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'shared/i18n';
import {
  CreditorPicker,
  PICKED_CREDITOR_ADDRESS_FIELDS,
  type PickedCreditor,
  pickedCreditorFields,
  WIZARD_PROVINCE_OPTIONS,
} from 'shared/letter-wizard';
import { SelectField, TextField } from 'shared/ui';
import { REPAIR_NAMESPACE } from '../../i18n/catalog';
import styles from './creditor-dispute.module.css';
import type { CreditorDisputeFormValues } from './form';

type Field = FieldPath<CreditorDisputeFormValues>;

/** The fields a directory creditor fills (its phone too: decisions add it to the detail). */
const FILLED_FIELDS = [...PICKED_CREDITOR_ADDRESS_FIELDS, 'creditor_phone'] as const;

interface TextProps {
  name: Field;
  label: string;
  required?: boolean;
  hint?: string;
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
  const { t } = useTranslation(REPAIR_NAMESPACE, { keyPrefix: 'creditorDispute.creditorStep' });
  const form = useFormContext<CreditorDisputeFormValues>();
  const { errors } = form.formState;
  const creditorId = useWatch({ control: form.control, name: 'creditor_id' });

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
        options={WIZARD_PROVINCE_OPTIONS}
        error={errors.creditor_province?.message}
        {...form.register('creditor_province')}
      />
      <Text name="creditor_postal_code" label={t('postalCode')} />
      <Text name="creditor_phone" label={t('phone')} type="tel" />
      <Text name="creditor_toll_free" label={t('tollFree')} type="tel" />
      <Text name="creditor_fax" label={t('fax')} type="tel" hint={t('faxHint')} />
      <Text name="creditor_email" label={t('email')} type="email" />
    </>
  );
}
