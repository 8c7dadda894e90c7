import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { answerCode, fieldErrors, useRegisterMutation } from 'shared/api';
import { languageOf, type RegisterForm, ResultCode, registerForm } from 'shared/contract';
import { useForm, zodResolver } from 'shared/forms';
import { useTranslation } from 'shared/i18n';
import { Link, useNavigate } from 'shared/router';
import { signedIn } from 'shared/session';
import {
  Alert,
  Button,
  Card,
  CheckboxField,
  PasswordField,
  TextField,
  useDocumentTitle,
} from 'shared/ui';
import { HOME_PATH, LOGIN_PATH, PRIVACY_PATH, REGISTER_PATH, TERMS_PATH } from '../../app/paths';
import { returnTo } from '../../app/return-to';
import { PublicPage } from '../../components/public-page';
import styles from './auth-form.module.css';
import { publicRequestFailureText } from './public-request-failure';

/** Fields the server may reject by name (`errors` of a -2 answer). */
const SERVER_FIELDS = ['email', 'password', 'accept_terms'] as const;

const EMPTY_FORM: RegisterForm = {
  email: '',
  password: '',
  confirm_password: '',
  accept_terms: false,
};

/**
 * What was typed when the visitor opened the terms or the privacy policy from the form, so that
 * Back finds it again.
 * In this page's memory only (never stored, gone on reload), and taken once.
 */
let formLeftForPolicies: RegisterForm | null = null;

/** `/register`: create an account, then arrive signed in (decisions.md sections 7 and 10). */
export function RegisterPage() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [registerAccount, { isLoading }] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('register.heading'));

  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: formLeftForPolicies ?? EMPTY_FORM,
  });
  // Taken once the form has it (an effect: a render may run twice).
  useEffect(() => {
    formLeftForPolicies = null;
  }, []);

  function keepFormForPolicies() {
    formLeftForPolicies = getValues();
  }

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    // The account starts in the language the page is shown in (issue 15: the browser's at first).
    const language = languageOf(i18n.language);
    const outcome = await registerAccount({ email, password, accept_terms: true, language });
    const code = answerCode(outcome);
    if ('data' in outcome && outcome.data && code === ResultCode.ok) {
      dispatch(signedIn(outcome.data.key));
      navigate(HOME_PATH, { replace: true });
      return;
    }
    if (code === ResultCode.validation) {
      const serverErrors = fieldErrors(outcome);
      const known = SERVER_FIELDS.filter((field) => serverErrors[field]);
      for (const field of known) {
        setError(field, { type: 'server', message: serverErrors[field] }, { shouldFocus: true });
      }
      if (known.length > 0) return;
    }
    setFailure(publicRequestFailureText(outcome));
  });

  return (
    <PublicPage>
      <Card>
        <h1>{t('register.heading')}</h1>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <TextField
            label={t('register.emailLabel')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label={t('register.passwordLabel')}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('register.confirmPasswordLabel')}
            autoComplete="new-password"
            required
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <CheckboxField
            label={t('register.acceptTerms')}
            required
            error={errors.accept_terms?.message}
            {...register('accept_terms')}
          />
          <p className={styles.termsLink}>
            <Link to={TERMS_PATH} state={returnTo(REGISTER_PATH)} onClick={keepFormForPolicies}>
              {t('login.termsLink')}
            </Link>
            <Link to={PRIVACY_PATH} state={returnTo(REGISTER_PATH)} onClick={keepFormForPolicies}>
              {t('login.privacyLink')}
            </Link>
          </p>
          <Button type="submit" busy={isLoading} className={styles.submit}>
            {t('register.submit')}
          </Button>
        </form>
        <p className={styles.links}>
          <Link to={LOGIN_PATH}>{t('register.signInLink')}</Link>
        </p>
      </Card>
    </PublicPage>
  );
}
