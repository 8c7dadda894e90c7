import { useRef } from 'react';
import { BANKRUPTCY_TIMES, type BankruptcyRecord, optionLabel } from 'shared/contract';
import { useForm, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { DateField, SelectField } from 'shared/ui';
import { MoneyField } from 'shared/ui/money-field';
import {
  useProfileBankruptciesQuery,
  useProfileSaveBankruptcyMutation,
} from '../../api/profile-api';
import { FieldGrid, ProfileForm } from '../../components/profile-form';
import { TabLoader } from '../../components/tab-loader';
import { PROFILE_NAMESPACE } from '../../i18n/namespace';
import { isFieldOf } from '../../lib/field-names';
import { saveOutcome } from '../../lib/save-outcome';
import { useSaveStatus } from '../../lib/use-save-status';
import {
  BANKRUPTCY_FIELDS,
  bankruptcyFormSchema,
  NOT_DECLARED,
  toBankruptcyValues,
} from './bankruptcy-form';

/** /app/edit-personal-info/bankruptcy: declared, times, dates and contribution. */
export function BankruptcyTab() {
  const query = useProfileBankruptciesQuery();
  return <TabLoader query={query}>{(records) => <BankruptcyForm record={records[0]} />}</TabLoader>;
}

function BankruptcyForm({ record }: { record: BankruptcyRecord | undefined }) {
  const { t, i18n } = useTranslation(PROFILE_NAMESPACE);
  const [saveBankruptcy] = useProfileSaveBankruptcyMutation();
  const id = useRef(record?.id);
  const status = useSaveStatus();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(bankruptcyFormSchema),
    defaultValues: toBankruptcyValues(record),
  });
  // "NO": there is nothing else to say, so the other fields are emptied and cannot be edited.
  const declared = watch('declared') === 'true';
  const declaredField = register('declared', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === 'true') return;
      for (const [field, value] of Object.entries(NOT_DECLARED)) {
        setValue(field as keyof typeof NOT_DECLARED, value);
      }
      clearErrors();
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    status.begin();
    const outcome = saveOutcome(await saveBankruptcy({ id: id.current, body }));
    if (outcome.kind === 'saved') {
      id.current = outcome.id ?? id.current;
      status.succeed();
      return;
    }
    status.fail(outcome, (field, message) => {
      if (!isFieldOf(BANKRUPTCY_FIELDS, field)) return false;
      setError(field, { type: 'server', message }, { shouldFocus: true });
      return true;
    });
  });

  return (
    <ProfileForm
      label={t('bankruptcy.formLabel')}
      onSubmit={onSubmit}
      submitting={isSubmitting}
      status={status}
    >
      <FieldGrid>
        <SelectField
          label={t('bankruptcy.declared')}
          options={[
            { value: 'true', label: t('bankruptcy.yes') },
            { value: 'false', label: t('bankruptcy.no') },
          ]}
          error={errors.declared?.message}
          {...declaredField}
        />
        <SelectField
          label={t('bankruptcy.times')}
          options={BANKRUPTCY_TIMES.map(({ id }) => ({
            value: id,
            label: optionLabel('bankruptcyTimes', id, i18n.language),
          }))}
          error={errors.times?.message}
          disabled={!declared}
          {...register('times')}
        />
        <DateField
          label={t('bankruptcy.dateFiled')}
          error={errors.date_filed?.message}
          disabled={!declared}
          {...register('date_filed')}
        />
        <DateField
          label={t('bankruptcy.discharge')}
          error={errors.discharge?.message}
          disabled={!declared}
          {...register('discharge')}
        />
        <MoneyField
          label={t('bankruptcy.contribution')}
          error={errors.contribution?.message}
          disabled={!declared}
          {...register('contribution')}
        />
      </FieldGrid>
    </ProfileForm>
  );
}
