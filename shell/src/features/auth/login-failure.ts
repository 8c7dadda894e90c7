import type { TFunction } from 'i18next';
import { authMessages, ResultCode, retryAfterMinutesOf } from 'shared/contract';
import type { SignInOutcome } from 'shared/session/sign-in';
import { messageText } from 'shared/ui/basics';

/** The message for a login that did not succeed (spec section 8, decisions.md sections 6 and 10). */
export function loginFailureText(
  outcome: Exclude<SignInOutcome, { kind: 'signedIn' } | { kind: 'codeRequired' }>,
  t: TFunction<['shell', 'common']>,
): string {
  if (outcome.kind === 'unreachable') return t('common:networkFailure');
  const code = outcome.answer?.code;
  if (code === ResultCode.wrongPassword) return messageText(authMessages.wrongCredentials);
  if (code === ResultCode.tooManyAttempts) {
    return t('login.tooManyAttempts', { minutes: retryAfterMinutesOf(outcome.answer) ?? 1 });
  }
  return messageText(authMessages.unhandled);
}
