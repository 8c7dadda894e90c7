import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { authMessages } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Link, useNavigate } from 'shared/router';
import { requestSignIn } from 'shared/session/sign-in';
import { Alert, Button, Card, PasswordField, TextField, useDocumentTitle } from 'shared/ui/basics';
import {
  FORGOT_PASSWORD_PATH,
  HOME_PATH,
  PRIVACY_PATH,
  REGISTER_PATH,
  TERMS_PATH,
} from '../../app/paths';
import { beginSession, forgetSessionEndReason, sessionEndReason } from '../../app/session-handoff';
import { PublicPage } from '../../components/public-page';
import { SignInCodeCard } from '../sign-in-code/sign-in-code-card';
import styles from './auth-form.module.css';
import { loginFailureText } from './login-failure';
import { useEndHeldSession } from './use-end-held-session';
import { useHydrated } from './use-hydrated';

type LoginField = 'username' | 'password';
type LoginValues = Record<LoginField, string>;
type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * `/`: sign in with email address and password (spec sections 2, 5 and 8). Two fields, so plain
 * state rather than a form library, and one `fetch` rather than the store: this page is the first
 * one every visitor loads (issue 18).
 */
export interface LoginPageProps {
  /** Called once, when the visitor first types: the app's code can start downloading. */
  onFirstInput?: () => void;
}

export function LoginPage({ onFirstInput }: LoginPageProps) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const [isSigningIn, setSigningIn] = useState(false);
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** Set once the password was right and two-step sign-in asks for a code. */
  const [challenge, setChallenge] = useState<string | null>(null);
  // Why the user is here, when the server ended their session (said once, then forgotten).
  const [endedBecause] = useState(sessionEndReason);
  useEffect(() => forgetSessionEndReason(), []);
  /** Whether onFirstInput has been called. */
  const typedYet = useRef(false);
  const fields = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  useEndHeldSession();
  useDocumentTitle(t('login.heading'));
  // The page arrives pre-rendered: until React has taken it over, a click or Enter would submit
  // the form the browser's way (the password in the address), so the button starts disabled,
  // and what was typed meanwhile is taken into the state.
  const hydrated = useHydrated();

  function noticeFirstInput() {
    if (typedYet.current) return;
    typedYet.current = true;
    onFirstInput?.();
  }

  // Once, when React takes the page over (the refs never change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: noticeFirstInput is a new function on every render; running once is the point.
  useEffect(() => {
    const typed = {
      username: fields.username.current?.value ?? '',
      password: fields.password.current?.value ?? '',
    };
    if (typed.username === '' && typed.password === '') return;
    setValues(typed);
    noticeFirstInput();
  }, [fields.username, fields.password]);

  /** While typing, an emptied field says so at once (the email field with its own wording). */
  const typingMessages: Record<LoginField, string> = {
    username: authMessages.emailRequired,
    password: authMessages.passwordRequired,
  };

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    noticeFirstInput();
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
      username: username === '' ? authMessages.usernameRequired : undefined,
      password: values.password === '' ? authMessages.passwordRequired : undefined,
    };
    setErrors(submitErrors);
    const firstInvalid = (['username', 'password'] as const).find((field) => submitErrors[field]);
    if (firstInvalid) {
      fields[firstInvalid].current?.focus();
      return;
    }
    setFailure(null);
    setSigningIn(true);
    const outcome = await requestSignIn({ username, password: values.password }, i18n.language);
    setSigningIn(false);
    if (outcome.kind === 'signedIn') {
      signInWith(outcome.key);
      return;
    }
    if (outcome.kind === 'codeRequired') {
      setChallenge(outcome.challenge);
      return;
    }
    setFailure(loginFailureText(outcome, t));
  }

  function signInWith(key: string) {
    beginSession(key);
    navigate(HOME_PATH, { replace: true });
  }

  if (challenge) {
    return (
      <SignInCodeCard
        challenge={challenge}
        onSignedIn={signInWith}
        onRestart={(restartFailure) => {
          setChallenge(null);
          setFailure(restartFailure);
          setValues((previous) => ({ ...previous, password: '' }));
        }}
      />
    );
  }

  return (
    <PublicPage>
      <Card>
        <h1>{t('login.heading')}</h1>
        {endedBecause ? (
          <Alert>{t(endedBecause === 'idle' ? 'login.signedOutIdle' : 'login.signedOut')}</Alert>
        ) : null}
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
          <p className={styles.forgot}>
            <Link to={FORGOT_PASSWORD_PATH}>{t('login.forgotPassword')}</Link>
          </p>
          <Button type="submit" busy={isSigningIn} disabled={!hydrated} className={styles.submit}>
            {t('login.submit')}
          </Button>
        </form>
        <p className={styles.links}>
          <Link to={REGISTER_PATH}>{t('login.createAccount')}</Link>
          <Link to={TERMS_PATH}>{t('login.termsLink')}</Link>
          <Link to={PRIVACY_PATH}>{t('login.privacyLink')}</Link>
        </p>
      </Card>
    </PublicPage>
  );
}
