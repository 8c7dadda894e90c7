import { useRef } from 'react';
import { type EmploymentRecord, PROVINCE_OPTIONS } from 'shared/contract';
import { Controller, useForm, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { TextField } from 'shared/ui';
import { MoneyField } from 'shared/ui/money-field';
import { PhoneField } from 'shared/ui/phone-field';
import { PostalCodeField } from 'shared/ui/postal-code-field';
import {
  useProfileEmploymentsQuery,
  useProfileSaveEmploymentMutation,
} from '../../api/profile-api';
import { FieldGrid, ProfileForm } from '../../components/profile-form';
import { ProvinceField } from '../../components/province-field';
import { TabLoader } from '../../components/tab-loader';
import { TimeAtField } from '../../components/time-at-field';
import { PROFILE_NAMESPACE } from '../../i18n/namespace';
import { isFieldOf } from '../../lib/field-names';
import { saveOutcome } from '../../lib/save-outcome';
import { useSaveStatus } from '../../lib/use-save-status';
import { EMPLOYMENT_FIELDS, employmentFormSchema, toEmploymentValues } from './employment-form';

/** /app/edit-personal-info/employment: the current employer (the first record listed). */
export function EmploymentTab() {
  const query = useProfileEmploymentsQuery();
  return <TabLoader query={query}>{(records) => <EmploymentForm record={records[0]} />}</TabLoader>;
}

function EmploymentForm({ record }: { record: EmploymentRecord | undefined }) {
  const { t } = useTranslation(PROFILE_NAMESPACE, { keyPrefix: 'employment' });
  const { t: tp } = useTranslation(PROFILE_NAMESPACE);
  const [saveEmployment] = useProfileSaveEmploymentMutation();
  const id = useRef(record?.id);
  const status = useSaveStatus();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(employmentFormSchema),
    defaultValues: toEmploymentValues(record),
  });

  const onSubmit = handleSubmit(async (body) => {
    status.begin();
    const outcome = saveOutcome(await saveEmployment({ id: id.current, body }));
    if (outcome.kind === 'saved') {
      id.current = outcome.id ?? id.current;
      status.succeed();
      return;
    }
    status.fail(outcome, (field, message) => {
      if (!isFieldOf(EMPLOYMENT_FIELDS, field)) return false;
      setError(field, { type: 'server', message }, { shouldFocus: true });
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
      <FieldGrid>
        <TextField
          label={t('occupation')}
          autoComplete="organization-title"
          required
          error={errors.occupation?.message}
          {...register('occupation')}
        />
        <TextField
          label={t('name')}
          autoComplete="organization"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="work_phone"
          render={({ field, fieldState }) => (
            <PhoneField
              {...field}
              label={t('workPhone')}
              hint={tp('phoneHint')}
              autoComplete="work tel"
              required
              error={fieldState.error?.message}
            />
          )}
        />
        <MoneyField
          label={t('income')}
          required
          error={errors.income?.message}
          {...register('income')}
        />
        <TextField
          label={t('address')}
          autoComplete="off"
          required
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t('city')}
          autoComplete="off"
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <PostalCodeField
          label={t('postalCode')}
          autoComplete="off"
          required
          error={errors.postal_code?.message}
          {...register('postal_code')}
        />
        <ProvinceField
          label={t('province')}
          provinces={PROVINCE_OPTIONS}
          postalCode={watch('postal_code')}
          selected={watch('province_id')}
          onSuggestionChosen={(provinceId) =>
            setValue('province_id', provinceId, { shouldDirty: true })
          }
          error={errors.province_id?.message}
          {...register('province_id')}
        />
        <TimeAtField
          label={t('timeAtJob')}
          error={errors.time_at_job?.message}
          {...register('time_at_job')}
        />
      </FieldGrid>
    </ProfileForm>
  );
}
