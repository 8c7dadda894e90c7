import { answerCode, isNetworkError, type QueryOutcome, retryAfterMinutes } from 'shared/api';
import { authMessages, ResultCode } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { Alert } from 'shared/ui';
import styles from './account-tab.module.css';

/**
 * Why a call that carries the password (the data export, the account deletion) did not go
 * through: a message for the password field (a contract key), the throttle's wait, the network,
 * or anything else.
 */
export type PasswordProblem =
  | { kind: 'field'; message: string }
  | { kind: 'tooManyAttempts'; minutes: number }
  | { kind: 'network' }
  | { kind: 'failed' };

export function passwordProblemOf(result: QueryOutcome): PasswordProblem {
  const code = answerCode(result);
  if (code === ResultCode.wrongPassword) {
    return { kind: 'field', message: authMessages.wrongPassword };
  }
  if (code === ResultCode.tooManyAttempts) {
    return { kind: 'tooManyAttempts', minutes: retryAfterMinutes(result) ?? 1 };
  }
  if (isNetworkError(result.error)) return { kind: 'network' };
  return { kind: 'failed' };
}

/** The problems the password field does not show, as an alert; `failedText` for the rest. */
export function PasswordProblemAlert({
  problem,
  failedText,
}: {
  problem: PasswordProblem | null;
  failedText: string;
}) {
  const { t } = useTranslation('common');
  if (!problem || problem.kind === 'field') return null;
  const text =
    problem.kind === 'tooManyAttempts'
      ? t('tooManyAttempts', { minutes: problem.minutes })
      : problem.kind === 'network'
        ? t('networkFailure')
        : failedText;
  return (
    <Alert tone="error" className={styles.outcome}>
      <p>{text}</p>
    </Alert>
  );
}
