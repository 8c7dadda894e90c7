import { useEffect, useRef, useState } from 'react';
import { useSignedInEmail } from 'shared/api';
import { CITIZENSHIPS, type ContactRecord, GENDERS, optionLabel } from 'shared/contract';
import { type ProfileNeeded, profileNeeded } from 'shared/contract/wizard-prefill';
import { Controller, useForm, zodResolver } from 'shared/forms';
import { languageOf, loadLanguage, useTranslation } from 'shared/i18n';
import { Link, useLocation } from 'shared/router';
import { Alert, CheckboxField, DateField, messageText, SelectField, TextField } from 'shared/ui';
import { PhoneField } from 'shared/ui/phone-field';
import { useProfileContactsQuery, useProfileSaveContactMutation } from '../../api/profile-api';
import { FieldGrid, ProfileForm } from '../../components/profile-form';
import { TabLoader } from '../../components/tab-loader';
import { PROFILE_NAMESPACE } from '../../i18n/namespace';
import { isFieldOf } from '../../lib/field-names';
import { saveOutcome } from '../../lib/save-outcome';
import { useSaveStatus } from '../../lib/use-save-status';
import { PERSONAL_FIELDS, personalFormSchema, toPersonalValues } from './personal-form';

/**
 * /app/edit-personal-info/personal: the contact (the first one the API lists). Sent here by a
 * letter the profile could not make (-1002), it says why, and leads back to the letter once saved.
 */
export function PersonalTab() {
  const query = useProfileContactsQuery();
  const { t } = useTranslation(PROFILE_NAMESPACE, { keyPrefix: 'personal' });
  const needed = profileNeeded(useLocation().state);
  const [saved, setSaved] = useState(false);
  return (
    <>
      {needed ? <ProfileNeededAlert reason={needed.reason} /> : null}
      <TabLoader query={query}>
        {(contacts) => <PersonalForm record={contacts[0]} onSaved={() => setSaved(true)} />}
      </TabLoader>
      {needed && saved ? <Link to={needed.returnTo}>{t('backToLetter')}</Link> : null}
    </>
  );
}

/**
 * The spec's message of the letter that sent the user here. The letter messages (both languages)
 * load only on this path: the first signed-in screen carries none of them otherwise.
 */
function ProfileNeededAlert({ reason }: { reason: ProfileNeeded['reason'] }) {
  const { i18n } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void (async () => {
      const { letterMessages } = await import('shared/contract/letter-messages');
      await loadLanguage(languageOf(i18n.language));
      const message =
        reason === 'incomplete'
          ? letterMessages.personalInfoIncomplete
          : letterMessages.personalInfoMissing;
      if (current) setText(messageText(message));
    })();
    return () => {
      current = false;
    };
  }, [reason, i18n.language]);
  return text ? <Alert tone="error">{text}</Alert> : null;
}

function PersonalForm({
  record,
  onSaved,
}: {
  record: ContactRecord | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation(PROFILE_NAMESPACE, { keyPrefix: 'personal' });
  const { t: tp, i18n } = useTranslation(PROFILE_NAMESPACE);
  const [saveContact] = useProfileSaveContactMutation();
  const id = useRef(record?.id);
  const status = useSaveStatus();
  const signUpEmail = useSignedInEmail();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getFieldState,
    getValues,
    setValue,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(personalFormSchema),
    defaultValues: toPersonalValues(record),
  });

  const noMiddleName = watch('no_middle_name');

  // A first visit: the email address signed up with fills the empty field, unless the user has
  // typed one already (GET /session may answer after the form is shown).
  useEffect(() => {
    if (record || !signUpEmail) return;
    if (getValues('email') === '' && !getFieldState('email').isDirty) {
      setValue('email', signUpEmail);
    }
  }, [record, signUpEmail, getFieldState, getValues, setValue]);

  const onSubmit = handleSubmit(async (body) => {
    status.begin();
    const outcome = saveOutcome(await saveContact({ id: id.current, body }));
    if (outcome.kind === 'saved') {
      id.current = outcome.id ?? id.current;
      status.succeed();
      onSaved();
      return;
    }
    status.fail(outcome, (field, message) => {
      if (!isFieldOf(PERSONAL_FIELDS, field)) return false;
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
          label={t('firstName')}
          autoComplete="given-name"
          required
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <div>
          <TextField
            label={t('middleName')}
            autoComplete="additional-name"
            required={!noMiddleName}
            disabled={noMiddleName}
            error={noMiddleName ? undefined : errors.middle_name?.message}
            {...register('middle_name')}
          />
          <CheckboxField
            label={t('noMiddleName')}
            {...register('no_middle_name', {
              // Ticked, the field empties and its message goes: there is nothing to ask for.
              onChange: (event: { target: { checked: boolean } }) => {
                if (!event.target.checked) return;
                setValue('middle_name', '');
                clearErrors('middle_name');
              },
            })}
          />
        </div>
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          required
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="home_phone"
          render={({ field, fieldState }) => (
            <PhoneField
              {...field}
              label={t('homePhone')}
              hint={tp('phoneHint')}
              required
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="cell_phone"
          render={({ field, fieldState }) => (
            <PhoneField
              {...field}
              label={t('cellPhone')}
              hint={tp('phoneHint')}
              autoComplete="mobile tel"
              error={fieldState.error?.message}
            />
          )}
        />
        <DateField
          label={t('dateOfBirth')}
          autoComplete="bday"
          required
          error={errors.date_of_birth?.message}
          {...register('date_of_birth')}
        />
        <SelectField
          label={t('gender')}
          placeholder={tp('choose')}
          options={GENDERS.map((gender) => ({
            value: gender,
            label: optionLabel('gender', gender, i18n.language),
          }))}
          error={errors.gender?.message}
          {...register('gender')}
        />
        <SelectField
          label={t('citizenship')}
          placeholder={tp('choose')}
          options={CITIZENSHIPS.map((citizenship) => ({
            value: citizenship,
            label: optionLabel('citizenship', citizenship, i18n.language),
          }))}
          error={errors.citizenship?.message}
          {...register('citizenship')}
        />
      </FieldGrid>
    </ProfileForm>
  );
}
