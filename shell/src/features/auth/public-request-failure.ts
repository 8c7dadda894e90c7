import { answerCode, isNetworkError, type QueryOutcome, retryAfterMinutes } from 'shared/api';
import { authMessages, ResultCode } from 'shared/contract';
import { i18n } from 'shared/i18n';
import { messageText } from 'shared/ui';

/**
 * What a public page (register, forgotten password, reset) says when its request failed in a way
 * no field explains: throttled (with the minutes to wait), the server out of reach, or anything
 * else the server answered. In the language shown when it failed, like the messages it sits beside.
 */
export function publicRequestFailureText(outcome: QueryOutcome): string {
  const code = answerCode(outcome);
  if (code === ResultCode.tooManyAttempts) {
    return i18n.t('common:tooManyAttempts', { minutes: retryAfterMinutes(outcome) ?? 1 });
  }
  if (code === null && isNetworkError(outcome.error)) return i18n.t('common:networkFailure');
  return messageText(authMessages.unhandled);
}
