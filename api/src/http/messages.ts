import { defineMessages, messageWithValues } from 'shared/contract';
import { apiTexts, apiTextsFr } from 'shared/contract/messages';
/** The API's own messages in `msg` and `errors` (keys; the texts are in the message catalogs). */
export const apiMessages = defineMessages('api', apiTexts, async () => apiTextsFr);

/** decisions.md section 10: the login text for code -5, with whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return messageWithValues(apiMessages.tooManyAttempts, { minutes });
}
