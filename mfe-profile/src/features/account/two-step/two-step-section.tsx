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
  useAccountRecoveryCodesRenewMutation,
  useAccountTwoStepDisableMutation,
  useAccountTwoStepEnableMutation,
  useAccountTwoStepQuery,
  useAccountTwoStepSetupMutation,
} from '../../../api/account-api';
import { TabLoader } from '../../../components/tab-loader';
import type { AccountSectionProps } from '../account-section';
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
  | { kind: 'turnOff' }
  | { kind: 'renewCodes' };

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
 * the ten recovery codes once. On, it says how many recovery codes are left, gives new ones and
 * turns off, each with the password and a code.
 */
export function TwoStepSection({ id }: AccountSectionProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'twoStep' });
  const status = useAccountTwoStepQuery();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [notice, setNotice] = useState<'disabled' | null>(null);
  const toStatus = () => setStage({ kind: 'status' });

  return (
    <Card id={id} title={t('title')}>
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
            if (stage.kind === 'renewCodes') {
              return (
                <RenewCodes
                  onRenewed={(codes) => setStage({ kind: 'codes', codes })}
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
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setStage({ kind: 'renewCodes' })}>
                    {t('renewCodes')}
                  </Button>
                  <Button variant="secondary" onClick={() => setStage({ kind: 'turnOff' })}>
                    {t('turnOff')}
                  </Button>
                </div>
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

interface PasswordAndCodeFormProps {
  /** The heading's id, which names the form. */
  id: string;
  heading: string;
  intro: string;
  confirmLabel: string;
  confirmVariant: 'primary' | 'danger';
  busy: boolean;
  /** Sends the password and code; answers the refusal's text, or null when it was done. */
  send: (values: { password: string; code: string }) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * The password and a code (from the app, or a recovery code), which turning two-step sign-in off
 * and getting new recovery codes both ask: a stolen session alone can do neither.
 */
function PasswordAndCodeForm(props: PasswordAndCodeFormProps) {
  const { id, heading, intro, confirmLabel, confirmVariant, busy, send, onCancel } = props;
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'twoStep' });
  const { t: tc } = useTranslation('common');
  const [values, setValues] = useState({ password: '', code: '' });
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      password: values.password === '' ? authMessages.passwordRequired : undefined,
      code: codeKindOf(compactCode(values.code)) ? undefined : twoStepMessages.codeInvalid,
    };
    setErrors(found);
    setFailure(null);
    if (found.password || found.code) return;
    setFailure(await send(values));
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <p>{intro}</p>
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
        <Button type="submit" variant={confirmVariant} busy={busy}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {tc('cancel')}
        </Button>
      </div>
    </form>
  );
}

interface TurnOffProps {
  onDone: () => void;
  onCancel: () => void;
}

function TurnOff({ onDone, onCancel }: TurnOffProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'twoStep' });
  const [disable, { isLoading }] = useAccountTwoStepDisableMutation();
  const refusalText = useRefusalText();
  return (
    <PasswordAndCodeForm
      id="two-step-off"
      heading={t('turnOff')}
      intro={t('offIntro')}
      confirmLabel={t('confirmOff')}
      confirmVariant="danger"
      busy={isLoading}
      onCancel={onCancel}
      send={async (values) => {
        const answer = await disable(values);
        if (answerCode(answer) !== ResultCode.ok) return refusalText(answer);
        onDone();
        return null;
      }}
    />
  );
}

interface RenewCodesProps {
  onRenewed: (codes: string[]) => void;
  onCancel: () => void;
}

/** Ten new recovery codes in place of the old ones (lost, or mostly used). */
function RenewCodes({ onRenewed, onCancel }: RenewCodesProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE, { keyPrefix: 'twoStep' });
  const [renew, { isLoading }] = useAccountRecoveryCodesRenewMutation();
  const refusalText = useRefusalText();
  return (
    <PasswordAndCodeForm
      id="two-step-renew-codes"
      heading={t('renewCodes')}
      intro={t('renewIntro')}
      confirmLabel={t('confirmRenew')}
      confirmVariant="primary"
      busy={isLoading}
      onCancel={onCancel}
      send={async (values) => {
        const answer = await renew(values);
        if (!answer.data) return refusalText(answer);
        onRenewed(answer.data.recovery_codes);
        return null;
      }}
    />
  );
}
