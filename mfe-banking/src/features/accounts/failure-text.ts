import type { TFunction } from 'i18next';
import { answerCode, isNetworkError, type QueryOutcome, retryAfterMinutes } from 'shared/api';
import { authMessages, ResultCode } from 'shared/contract';
import { messageText } from 'shared/ui';
import type { BANKING_NAMESPACE } from '../../i18n/catalog';

export type BankingT = TFunction<[typeof BANKING_NAMESPACE, 'common']>;

/**
 * The message for a refused password or another failed banking call: 'Incorrect password.' on
 * -1 (spec section 8), when to try again on -5, the network text, else 'Unhandled error.'.
 */
export function failureText(outcome: QueryOutcome, t: BankingT): string {
  const code = answerCode(outcome);
  if (code === ResultCode.wrongPassword) return messageText(authMessages.wrongPassword);
  if (code === ResultCode.tooManyAttempts) {
    return t('gate.tooManyAttempts', { minutes: retryAfterMinutes(outcome) ?? 1 });
  }
  if (code === null && isNetworkError(outcome.error)) return t('common:networkFailure');
  return messageText(authMessages.unhandled);
}
