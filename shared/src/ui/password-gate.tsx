import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { Button } from './button';
import { Card } from './card';
import { AccountNameField, PasswordField } from './input-field';
import styles from './password-gate.module.css';

export interface PasswordGateProps {
  heading: string;
  /** Called with the typed password (never empty); the page checks it with the server. */
  onSubmit: (password: string) => void;
  /**
   * The message of an empty field: the contract's key (authMessages.passwordRequired), given by
   * the caller so that the design system, loaded by the login page, carries no contract texts.
   */
  requiredMessage: string;
  /** The server's verdict to show under the field, e.g. 'Incorrect password.'. */
  error?: string | undefined;
  busy?: boolean;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Label of the field; defaults to 'Password'. */
  label?: string;
  headingLevel?: 2 | 3;
  intro?: ReactNode;
  /** The signed-in user's email address, for password managers (AccountNameField). */
  username?: string | undefined;
  /**
   * Goes up each time the page asks the user to act here (Next pressed before the gate was
   * opened): the field takes focus and, while empty, says what is missing.
   */
  attention?: number;
}

/**
 * Asks for the password again before sensitive data or a letter. The password stays in this
 * component's memory only; Enter submits. After a refusal focus returns to the field, so its
 * message is read out.
 */
export function PasswordGate({
  heading,
  onSubmit,
  requiredMessage,
  error,
  busy = false,
  confirmLabel,
  label,
  headingLevel = 2,
  intro,
  username,
  attention = 0,
}: PasswordGateProps) {
  const { t } = useTranslation('common');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (!error) return;
    input.current?.focus();
    input.current?.select();
  }, [error]);

  useEffect(() => {
    if (attention === 0) return;
    if (input.current?.value === '') setMissing(true);
    input.current?.focus();
  }, [attention]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    onSubmit(password);
  }

  return (
    <Card className={styles.gate}>
      <form aria-labelledby={headingId} noValidate onSubmit={submit}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        <AccountNameField email={username} />
        <PasswordField
          ref={input}
          label={label ?? t('passwordLabel')}
          name="password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (event.target.value !== '') setMissing(false);
          }}
          error={missing ? requiredMessage : error}
        />
        <Button type="submit" busy={busy}>
          {confirmLabel ?? t('confirm')}
        </Button>
      </form>
    </Card>
  );
}
