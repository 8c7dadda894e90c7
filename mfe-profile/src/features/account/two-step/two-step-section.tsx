import { type FormEvent, useState } from 'react';
import { answerCode, isNetworkError, type QueryOutcome, retryAfterMinutes } from 'shared/api';
import {
  authMessages,
  codeKindOf,
  compactCode,
  isApiAnswer,
  ResultCode,
  type TotpSetupAnswer,
  twoStepMessages,
} from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Alert, Button, Card, PasswordField, PasswordGate, TextField } from 'shared/ui';
import {
  useAccountTwoStepDisableMutation,
  useAccountTwoStepEnableMutation,
  useAccountTwoStepQuery,
  useAccountTwoStepSetupMutation,
} from '../../../api/account-api';
import { TabLoader } from '../../../components/tab-loader';
import tabStyles from '../account-tab.module.css';
import { ACCOUNT_NAMESPACE } from '../register-texts';
import { RecoveryCodes } from './recovery-codes';
import styles from './two-step.module.css';

/** Where the section is: showing the state, or one of the steps of turning it on or off. */
type Stage =
  | { kind: 'status' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TotpSetupAnswer }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turnOff' };

/**
 * What went wrong: `wrongMessage` for -1 when the step knows what was wrong (a message key), too
 * many tries, no network, or the server's own message.
 */
function useRefusalText() {
  const { t } = useTranslation([ACCOUNT_NAMESPACE, 'common']);
  return (outcome: QueryOutcome, wrongMessage?: string): string => {
    if (wrongMessage && answerCode(outcome) === ResultCode.wrongPassword) return wrongMessage;
    if (answerCode(outcome) === ResultCode.tooManyAttempts) {
      return t('common:tooManyAttempts', { minutes: retryAfterMinutes(outcome) ?? 1 });
    }
    if (isNetworkError(outcome.error)) return t('common:networkFailure');
    const body = outcome.error as { data?: unknown } | undefined;
    // The API answers its message in the page's language (Accept-Language).
    if (isApiAnswer(body?.data)) return body.data.msg;
    return t('twoStep.failed');
  };
}

/**
 * "Two-step sign-in" (issue 17, ASVS 5.0 6.3.3): off, it explains and offers to turn it on
 * (password, then a QR code and the key to scan or type, then a first code); turning it on shows
 * the ten recovery codes once. On, it says how many recovery codes are left and turns off with the
 * password and a code.
 */
export function TwoStepSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'twoStep' });
  const status = useAccountTwoStepQuery();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [notice, setNotice] = useState<'disabled' | null>(null);
  const toStatus = () => setStage({ kind: 'status' });

  return (
    <Card title={t('title')}>
      <p>{t('intro')}</p>
      {stage.kind === 'codes' ? (
        <RecoveryCodes
          codes={stage.codes}
          onKept={() => {
            toStatus();
            status.refetch();
          }}
        />
      ) : (
        <TabLoader query={status}>
          {({ enabled, recovery_codes_left: left }) => {
            if (stage.kind === 'password') {
              return (
                <SetupPassword
                  onStarted={(setup) => setStage({ kind: 'scan', setup })}
                  onCancel={toStatus}
                />
              );
            }
            if (stage.kind === 'scan') {
              return (
                <ScanAndConfirm
                  setup={stage.setup}
                  onEnabled={(codes) => setStage({ kind: 'codes', codes })}
                  onCancel={toStatus}
                />
              );
            }
            if (stage.kind === 'turnOff') {
              return (
                <TurnOff
                  onDone={() => {
                    setNotice('disabled');
                    toStatus();
                  }}
                  onCancel={toStatus}
                />
              );
            }
            return enabled ? (
              <>
                <p className={styles.state}>{t('on')}</p>
                <p>{t('recoveryCodesLeft', { count: left })}</p>
                <Button variant="secondary" onClick={() => setStage({ kind: 'turnOff' })}>
                  {t('turnOff')}
                </Button>
              </>
            ) : (
              <>
                {notice === 'disabled' ? (
                  <Alert tone="success" className={tabStyles.outcome}>
                    <p>{t('disabled')}</p>
                  </Alert>
                ) : (
                  <p className={styles.state}>{t('off')}</p>
                )}
                <Button
                  onClick={() => {
                    setNotice(null);
                    setStage({ kind: 'password' });
                  }}
                >
                  {t('turnOn')}
                </Button>
              </>
            );
          }}
        </TabLoader>
      )}
    </Card>
  );
}

interface SetupPasswordProps {
  onStarted: (setup: TotpSetupAnswer) => void;
  onCancel: () => void;
}

/** The password again before a new secret is made (the gates' throttle counts wrong tries). */
function SetupPassword({ onStarted, onCancel }: SetupPasswordProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'twoStep' });
  const { t: tc } = useTranslation('common');
  const [startSetup, { isLoading }] = useAccountTwoStepSetupMutation();
  const [error, setError] = useState<string | undefined>();
  const refusalText = useRefusalText();

  async function submit(password: string) {
    setError(undefined);
    const answer = await startSetup(password);
    if (answer.data) {
      onStarted(answer.data);
      return;
    }
    setError(refusalText(answer, authMessages.wrongPassword));
  }

  return (
    <>
      <PasswordGate
        heading={t('turnOn')}
        headingLevel={3}
        intro={<p>{t('passwordIntro')}</p>}
        requiredMessage={authMessages.passwordRequired}
        error={error}
        busy={isLoading}
        onSubmit={submit}
      />
      <Button variant="secondary" onClick={onCancel}>
        {tc('cancel')}
      </Button>
    </>
  );
}

interface ScanAndConfirmProps {
  setup: TotpSetupAnswer;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}

/** The QR code (drawn by the server) and the key, then the app's first code. */
function ScanAndConfirm({ setup, onEnabled, onCancel }: ScanAndConfirmProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'twoStep' });
  const { t: tc } = useTranslation('common');
  const [enable, { isLoading }] = useAccountTwoStepEnableMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refusalText = useRefusalText();
  // The key in groups of four, as authenticator apps show it, easier to type without a slip.
  const groupedKey = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (codeKindOf(compactCode(code)) !== 'totp') {
      setError(twoStepMessages.codeInvalid);
      return;
    }
    setError(undefined);
    const answer = await enable({ code });
    if (answer.data) {
      onEnabled(answer.data.recovery_codes);
      return;
    }
    setError(refusalText(answer, twoStepMessages.wrongCode));
  }

  return (
    <div className={styles.steps}>
      <h3>{t('scanTitle')}</h3>
      <p>{t('scanStep')}</p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt={t('qrAlt')}
        width={200}
        height={200}
      />
      <p>{t('manualStep')}</p>
      <p>
        <code className={styles.key}>{groupedKey}</code>
      </p>
      <p>{t('codeStep')}</p>
      <form noValidate onSubmit={submit} className={styles.form}>
        <TextField
          name="code"
          label={t('codeLabel')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={isLoading}>
            {t('confirmOn')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {tc('cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

interface TurnOffProps {
  onDone: () => void;
  onCancel: () => void;
}

/** Turning off asks for the password and a code: a stolen session alone cannot do it. */
function TurnOff({ onDone, onCancel }: TurnOffProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'twoStep' });
  const { t: tc } = useTranslation('common');
  const [disable, { isLoading }] = useAccountTwoStepDisableMutation();
  const [values, setValues] = useState({ password: '', code: '' });
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refusalText = useRefusalText();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      password: values.password === '' ? authMessages.passwordRequired : undefined,
      code: codeKindOf(compactCode(values.code)) ? undefined : twoStepMessages.codeInvalid,
    };
    setErrors(found);
    setFailure(null);
    if (found.password || found.code) return;
    const answer = await disable(values);
    if (answerCode(answer) === ResultCode.ok) {
      onDone();
      return;
    }
    setFailure(refusalText(answer));
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby="two-step-off">
      <h3 id="two-step-off">{t('turnOff')}</h3>
      <p>{t('offIntro')}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <PasswordField
        name="password"
        label={tc('passwordLabel')}
        required
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        error={errors.password}
      />
      <TextField
        name="code"
        label={t('offCodeLabel')}
        autoComplete="one-time-code"
        required
        value={values.code}
        onChange={(event) => setValues({ ...values, code: event.target.value })}
        error={errors.code}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="danger" busy={isLoading}>
          {t('confirmOff')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {tc('cancel')}
        </Button>
      </div>
    </form>
  );
}
