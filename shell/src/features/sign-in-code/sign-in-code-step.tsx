import { type FormEvent, useEffect, useRef, useState } from 'react';
import { codeKindOf, compactCode, ResultCode, twoStepMessages } from 'shared/contract';
import { addCatalog, useTranslation } from 'shared/i18n';
import { requestSignInWithCode } from 'shared/session/sign-in';
import { Alert, Button, messageText, TextField, useDocumentTitle } from 'shared/ui/basics';
import {
  loadSignInCodeCatalogFr,
  SIGN_IN_CODE_NAMESPACE,
  signInCodeCatalog,
} from '../../i18n/sign-in-code-catalog';
import styles from '../auth/auth-form.module.css';
import { loginFailureText } from '../auth/login-failure';

addCatalog(SIGN_IN_CODE_NAMESPACE, signInCodeCatalog, loadSignInCodeCatalogFr);

export interface SignInCodeStepProps {
  /** What the right password earned (POST /login or /password-reset/confirm answered code 2). */
  challenge: string;
  onSignedIn: (key: string) => void;
  /** The challenge expired or was used: sign in again, saying why (`failure`), or going back. */
  onRestart: (failure: string | null) => void;
}

/**
 * The second step of signing in (issue 17): the 6-digit code from the authenticator app, or one of
 * the recovery codes. A chunk of its own, with its texts, loaded when the server asks for a code.
 */
export function SignInCodeStep({ challenge, onSignedIn, onRestart }: SignInCodeStepProps) {
  const { t, i18n } = useTranslation(SIGN_IN_CODE_NAMESPACE);
  const { t: shellT } = useTranslation(['shell', 'common']);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isVerifying, setVerifying] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useDocumentTitle(t('heading'));

  // The field takes the focus when the step appears and when the kind of code changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusing again on each switch is the point.
  useEffect(() => field.current?.focus(), [useRecovery]);

  function switchKind() {
    setUseRecovery((previous) => !previous);
    setCode('');
    setError(undefined);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (codeKindOf(compactCode(code)) === null) {
      setError(twoStepMessages.codeInvalid);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    setVerifying(true);
    const outcome = await requestSignInWithCode({ challenge, code }, i18n.language);
    setVerifying(false);
    if (outcome.kind === 'signedIn') {
      onSignedIn(outcome.key);
      return;
    }
    if (outcome.kind === 'codeRequired') return;
    const answer = outcome.kind === 'refused' ? outcome.answer : null;
    if (answer && 'sign_in_again' in answer) {
      onRestart(messageText(twoStepMessages.signInAgain));
      return;
    }
    setFailure(
      answer?.code === ResultCode.wrongPassword
        ? messageText(twoStepMessages.wrongCode)
        : loginFailureText(outcome, shellT),
    );
    field.current?.select();
  }

  return (
    <>
      <h1>{t('heading')}</h1>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p>{t(useRecovery ? 'recoveryIntro' : 'intro')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          ref={field}
          // A new field for each kind, so the browser does not offer one kind's value for the other.
          key={useRecovery ? 'recovery' : 'totp'}
          name="code"
          label={t(useRecovery ? 'recoveryLabel' : 'codeLabel')}
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <Button type="submit" busy={isVerifying} className={styles.submit}>
          {t('submit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Button variant="link" onClick={switchKind}>
          {t(useRecovery ? 'useApp' : 'useRecovery')}
        </Button>
        <Button variant="link" onClick={() => onRestart(null)}>
          {t('restart')}
        </Button>
      </p>
    </>
  );
}
