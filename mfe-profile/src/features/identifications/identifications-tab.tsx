import { useRef } from 'react';
import { IDENTIFICATION_TYPES, type IdentificationRecord, optionLabel } from 'shared/contract';
import { type UseFormReturn, useForm, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { Card, DateField, SelectField, TextField } from 'shared/ui';
import {
  useProfileDeleteIdentificationMutation,
  useProfileIdentificationsQuery,
  useProfileSaveIdentificationMutation,
} from '../../api/profile-api';
import { FieldGrid, ProfileForm } from '../../components/profile-form';
import { TabLoader } from '../../components/tab-loader';
import { PROFILE_NAMESPACE } from '../../i18n/namespace';
import { isFieldOf } from '../../lib/field-names';
import { useSaveStatus } from '../../lib/use-save-status';
import {
  type IdentificationsValues,
  identificationsFormSchema,
  recordOf,
  SLOT_FIELDS,
  type Slot,
  toIdentificationsValues,
} from './identifications-form';
import { type IdentificationIds, saveIdentifications } from './save-identifications';

/** /app/edit-personal-info/identifications: primary and secondary identification. */
export function IdentificationsTab() {
  const query = useProfileIdentificationsQuery();
  return (
    <TabLoader query={query}>{(records) => <IdentificationsForm records={records} />}</TabLoader>
  );
}

function IdentificationsForm({ records }: { records: readonly IdentificationRecord[] }) {
  const { t } = useTranslation(PROFILE_NAMESPACE, { keyPrefix: 'identifications' });
  const [save] = useProfileSaveIdentificationMutation();
  const [remove] = useProfileDeleteIdentificationMutation();
  const ids = useRef<IdentificationIds>({
    primary: recordOf(records, 'primary')?.id,
    secondary: recordOf(records, 'secondary')?.id,
  });
  const status = useSaveStatus();
  const form = useForm({
    resolver: zodResolver(identificationsFormSchema),
    defaultValues: toIdentificationsValues(records),
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (bodies) => {
    status.begin();
    const result = await saveIdentifications({ save, remove }, ids.current, bodies);
    ids.current = result.ids;
    if (result.ok) {
      status.succeed();
      return;
    }
    status.fail(result.outcome, (field, message) => {
      if (!isFieldOf(SLOT_FIELDS, field)) return false;
      setError(`${result.slot}.${field}`, { type: 'server', message }, { shouldFocus: true });
      return true;
    });
  });

  return (
    <ProfileForm
      label={t('formLabel')}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      status={status}
    >
      <p>{t('emptyHint')}</p>
      <Card title={t('primary')}>
        <SlotFields form={form} slot="primary" />
      </Card>
      <Card title={t('secondary')}>
        <SlotFields form={form} slot="secondary" />
      </Card>
    </ProfileForm>
  );
}

interface SlotFieldsProps {
  form: UseFormReturn<IdentificationsValues, unknown, unknown>;
  slot: Slot;
}

function SlotFields({ form, slot }: SlotFieldsProps) {
  const { t, i18n } = useTranslation(PROFILE_NAMESPACE);
  const {
    register,
    formState: { errors },
  } = form;
  const slotErrors = errors[slot];
  return (
    <FieldGrid>
      <SelectField
        label={t('identifications.type')}
        options={IDENTIFICATION_TYPES.map(({ id }) => ({
          value: id,
          label: optionLabel('identificationType', id, i18n.language),
        }))}
        error={slotErrors?.license_type_id?.message}
        {...register(`${slot}.license_type_id`)}
      />
      <TextField
        label={t('identifications.number')}
        autoComplete="off"
        spellCheck={false}
        error={slotErrors?.license_number?.message}
        {...register(`${slot}.license_number`)}
      />
      <TextField
        label={t('identifications.place')}
        autoComplete="off"
        error={slotErrors?.place?.message}
        {...register(`${slot}.place`)}
      />
      <DateField
        label={t('identifications.expiryDate')}
        error={slotErrors?.expiry_date?.message}
        {...register(`${slot}.expiry_date`)}
      />
    </FieldGrid>
  );
}
