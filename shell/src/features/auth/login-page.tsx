import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { answerCode, useLoginMutation } from 'shared/api';
import { ResultCode } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Link, useNavigate } from 'shared/router';
import { signedIn } from 'shared/session';
import { Alert, Button, Card, PasswordField, TextField } from 'shared/ui';
import { HOME_PATH, REGISTER_PATH, TERMS_PATH } from '../../app/paths';
import { PublicPage } from '../../components/public-page';
import styles from './auth-form.module.css';
import { loginFailureText } from './login-failure';
import { useEndHeldSession } from './use-end-held-session';

type LoginField = 'username' | 'password';
type LoginValues = Record<LoginField, string>;
type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * `/`: sign in with email address and password (spec sections 2, 5 and 8). Two fields, so plain
 * state rather than a form library: this page is the first one every visitor loads.
 */
export function LoginPage() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fields = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  useEndHeldSession();

  /** While typing, an emptied field says so at once (the email field with its own wording). */
  const typingMessages: Record<LoginField, string> = {
    username: t('login.emailRequired'),
    password: t('login.passwordRequired'),
  };

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const field = event.target.name as LoginField;
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({
      ...previous,
      [field]: value === '' ? typingMessages[field] : undefined,
    }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const username = values.username.trim();
    const submitErrors: LoginErrors = {
      username: username === '' ? t('login.usernameRequired') : undefined,
      password: values.password === '' ? t('login.passwordRequired') : undefined,
    };
    setErrors(submitErrors);
    const firstInvalid = (['username', 'password'] as const).find((field) => submitErrors[field]);
    if (firstInvalid) {
      fields[firstInvalid].current?.focus();
      return;
    }
    setFailure(null);
    const outcome = await login({ username, password: values.password });
    if ('data' in outcome && outcome.data && answerCode(outcome) === ResultCode.ok) {
      dispatch(signedIn(outcome.data.key));
      navigate(HOME_PATH, { replace: true });
      return;
    }
    setFailure(loginFailureText(outcome, t));
  }

  return (
    <PublicPage>
      <Card>
        <h1>{t('login.heading')}</h1>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <TextField
            ref={fields.username}
            name="username"
            label={t('login.emailLabel')}
            type="email"
            autoComplete="username"
            required
            value={values.username}
            onChange={onChange}
            error={errors.username}
          />
          <PasswordField
            ref={fields.password}
            name="password"
            label={t('login.passwordLabel')}
            required
            value={values.password}
            onChange={onChange}
            error={errors.password}
          />
          <Button type="submit" busy={isLoading} className={styles.submit}>
            {t('login.submit')}
          </Button>
        </form>
        <p className={styles.links}>
          <Link to={REGISTER_PATH}>{t('login.createAccount')}</Link>
          <Link to={TERMS_PATH}>{t('login.termsLink')}</Link>
        </p>
      </Card>
    </PublicPage>
  );
}
