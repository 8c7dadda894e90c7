import type { TFunction } from 'i18next';
import { answerCode, isNetworkError, type QueryOutcome, retryAfterMinutes } from 'shared/api';
import { ResultCode } from 'shared/contract';

/** The message for a login that did not succeed (spec section 8, decisions.md sections 6 and 10). */
export function loginFailureText(outcome: QueryOutcome, t: TFunction<['shell', 'common']>): string {
  const code = answerCode(outcome);
  if (code === ResultCode.wrongPassword) return t('login.wrongCredentials');
  if (code === ResultCode.tooManyAttempts) {
    return t('login.tooManyAttempts', { minutes: retryAfterMinutes(outcome) ?? 1 });
  }
  if (code === null && isNetworkError(outcome.error)) return t('common:networkFailure');
  return t('login.unhandled');
}
