import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { answerCode, fieldErrors, useConfirmPasswordResetMutation } from 'shared/api';
import {
  accountMessages,
  type PasswordResetForm,
  passwordResetConfirm,
  passwordResetForm,
  ResultCode,
} from 'shared/contract';
import { useForm, zodResolver } from 'shared/forms';
import { addCatalog, useTranslation } from 'shared/i18n';
import { Link, useLocation, useNavigate } from 'shared/router';
import { signedIn } from 'shared/session';
import { Alert, Button, Card, messageText, PasswordField, useDocumentTitle } from 'shared/ui';
import { FORGOT_PASSWORD_PATH, HOME_PATH, LOGIN_PATH } from '../../app/paths';
import { PublicPage } from '../../components/public-page';
import {
  loadPasswordResetCatalogFr,
  PASSWORD_RESET_NAMESPACE,
  passwordResetCatalog,
} from '../../i18n/password-reset-catalog';
import styles from '../auth/auth-form.module.css';
import { publicRequestFailureText } from '../auth/public-request-failure';
import { SignInCodeCard } from '../sign-in-code/sign-in-code-card';

addCatalog(PASSWORD_RESET_NAMESPACE, passwordResetCatalog, loadPasswordResetCatalogFr);

const EMPTY: PasswordResetForm = { new_password: '', confirm_password: '' };

/**
 * The token of the email's link, from the address's fragment (`#token=…`): a fragment never
 * reaches a server, so the token is not in any server's or proxy's log. Null when the link was
 * cut or changed.
 */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && passwordResetConfirm.shape.token.safeParse(token).success ? token : null;
}

/**
 * `/reset-password#token=…`, opened from the reset email (issue 17): a new password with the
 * register page's rules. Success ends every session of the account and signs in here. A link
 * that expired, was used, or was cut short says so once and offers a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(PASSWORD_RESET_NAMESPACE);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [token] = useState(() => tokenOf(hash));
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [linkRefused, setLinkRefused] = useState(token === null);
  const [failure, setFailure] = useState<string | null>(null);
  /** Set when the password was saved and two-step sign-in asks for a code before signing in. */
  const [challenge, setChallenge] = useState<string | null>(null);
  useDocumentTitle(t('reset.heading'));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ new_password }) => {
    if (token === null) return;
    setFailure(null);
    const answer = await confirmReset({ token, new_password });
    const code = answerCode(answer);
    if (answer.data && 'key' in answer.data) {
      signInWith(answer.data.key);
      return;
    }
    if (answer.data && 'challenge' in answer.data) {
      setChallenge(answer.data.challenge);
      return;
    }
    if (code === ResultCode.validation) {
      const refused = fieldErrors(answer);
      if (refused.token) {
        setLinkRefused(true);
        return;
      }
      if (refused.new_password) {
        setError(
          'new_password',
          { type: 'server', message: refused.new_password },
          { shouldFocus: true },
        );
        return;
      }
    }
    setFailure(publicRequestFailureText(answer));
  });

  function signInWith(key: string) {
    dispatch(signedIn(key));
    navigate(HOME_PATH, { replace: true });
  }

  if (challenge) {
    return (
      <SignInCodeCard
        challenge={challenge}
        onSignedIn={signInWith}
        // The new password is saved: signing in again starts from the login page.
        onRestart={() => navigate(LOGIN_PATH, { replace: true })}
      />
    );
  }

  return (
    <PublicPage>
      <Card>
        <h1>{t('reset.heading')}</h1>
        {linkRefused ? (
          <>
            <Alert tone="error">{messageText(accountMessages.resetLinkInvalid)}</Alert>
            <p className={styles.links}>
              <Link to={FORGOT_PASSWORD_PATH}>{t('reset.askAgain')}</Link>
              <Link to={LOGIN_PATH}>{t('reset.signInLink')}</Link>
            </p>
          </>
        ) : (
          <>
            {failure ? <Alert tone="error">{failure}</Alert> : null}
            <p>{t('reset.intro')}</p>
            <form className={styles.form} noValidate onSubmit={onSubmit}>
              <PasswordField
                label={t('reset.newLabel')}
                hint={t('reset.newHint')}
                autoComplete="new-password"
                required
                error={errors.new_password?.message}
                {...register('new_password')}
              />
              <PasswordField
                label={t('reset.confirmLabel')}
                autoComplete="new-password"
                required
                error={errors.confirm_password?.message}
                {...register('confirm_password')}
              />
              <Button type="submit" busy={isLoading} className={styles.submit}>
                {t('reset.submit')}
              </Button>
            </form>
          </>
        )}
      </Card>
    </PublicPage>
  );
}
