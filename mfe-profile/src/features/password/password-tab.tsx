import {
  answerCode,
  retryAfterMinutes,
  useChangePasswordMutation,
  useSignedInEmail,
} from 'shared/api';
import { accountMessages, changePasswordForm, ResultCode } from 'shared/contract';
import { useForm, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { AccountNameField, PasswordField } from 'shared/ui';
import { ProfileForm } from '../../components/profile-form';
import { PROFILE_NAMESPACE } from '../../i18n/namespace';
import { isFieldOf } from '../../lib/field-names';
import { saveOutcome } from '../../lib/save-outcome';
import { useSaveStatus } from '../../lib/use-save-status';

const EMPTY = { old_password: '', new_password: '', confirm_password: '' };
const SERVER_FIELDS = ['old_password', 'new_password'] as const;

/**
 * /app/edit-personal-info/password: current, new and confirmation (spec section 5). Nothing to
 * load. On success the fields are cleared; the server ends the user's other sessions.
 */
export function PasswordTab() {
  const { t } = useTranslation(PROFILE_NAMESPACE, { keyPrefix: 'password' });
  const [changePassword] = useChangePasswordMutation();
  const email = useSignedInEmail();
  const status = useSaveStatus();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ old_password, new_password }) => {
    status.begin();
    const answer = await changePassword({ old_password, new_password });
    const code = answerCode(answer);
    if (code === ResultCode.wrongPassword) {
      setError(
        'old_password',
        { type: 'server', message: accountMessages.wrongCurrentPassword },
        { shouldFocus: true },
      );
      return;
    }
    if (code === ResultCode.tooManyAttempts) {
      status.showFailure(t('tooManyAttempts', { minutes: retryAfterMinutes(answer) ?? 1 }));
      return;
    }
    const outcome = saveOutcome(answer);
    if (outcome.kind === 'saved') {
      reset(EMPTY);
      status.succeed();
      return;
    }
    status.fail(outcome, (field, message) => {
      if (!isFieldOf(SERVER_FIELDS, field)) return false;
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
      <AccountNameField email={email} />
      <PasswordField
        label={t('current')}
        autoComplete="current-password"
        required
        error={errors.old_password?.message}
        {...register('old_password')}
      />
      <PasswordField
        label={t('new')}
        hint={t('newHint')}
        autoComplete="new-password"
        required
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <PasswordField
        label={t('confirm')}
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
    </ProfileForm>
  );
}
