import { useState } from 'react';
import { answerCode, useSignedInEmail } from 'shared/api';
import {
  ACCOUNT_DELETED_PATH,
  type AccountDeletionForm,
  accountDeletionForm,
  ResultCode,
} from 'shared/contract';
import { useForm, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { useNavigate } from 'shared/router';
import { AccountNameField, Button, Card, PasswordField, TextField } from 'shared/ui';
import { useDeleteAccountMutation } from '../../../api/account-data-api';
import type { AccountSectionProps } from '../account-section';
import styles from '../account-tab.module.css';
import { type PasswordProblem, PasswordProblemAlert, passwordProblemOf } from '../password-problem';
import { ACCOUNT_NAMESPACE } from '../register-texts';

const WHAT_IS_DELETED = [
  'whatProfile',
  'whatBanking',
  'whatLetters',
  'whatBudget',
  'whatSignIn',
] as const;

/**
 * "Delete my account" (issue 17): says what goes and that it cannot be undone, then, with the
 * password and DELETE typed, deletes everything and leaves for the page that confirms it, which
 * signs out.
 */
export function DeleteAccountSection({ id }: AccountSectionProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'deletion' });
  const { t: common } = useTranslation('common');
  const [deleteAccount, deleting] = useDeleteAccountMutation();
  const email = useSignedInEmail();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountDeletionForm>({
    resolver: zodResolver(accountDeletionForm),
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setProblem(null);
    const result = await deleteAccount(password);
    if (answerCode(result) === ResultCode.ok) {
      // The session went with the account. The confirmation page clears the key as the login
      // page does: cleared here, the app's guard would send the user to login before the
      // navigation (a transition) shows the confirmation.
      navigate(ACCOUNT_DELETED_PATH, { replace: true });
      return;
    }
    const found = passwordProblemOf(result);
    if (found.kind === 'field') setError('password', { message: found.message });
    else setProblem(found);
  });

  return (
    <Card id={id} title={t('title')}>
      <form noValidate onSubmit={onSubmit} className={styles.form}>
        <p>{t('intro')}</p>
        <ul className={styles.contents}>
          {WHAT_IS_DELETED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>
          <strong>{t('cannotUndo')}</strong>
        </p>
        <p>{t('recordKept')}</p>
        <AccountNameField email={email} />
        <PasswordField
          label={common('passwordLabel')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('confirmationLabel')}
          hint={t('confirmationHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
        <div>
          <Button type="submit" variant="danger" busy={deleting.isLoading}>
            {t('submit')}
          </Button>
        </div>
        <PasswordProblemAlert problem={problem} failedText={t('failed')} />
      </form>
    </Card>
  );
}
