import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { answerCode, fieldErrors, isNetworkError } from 'shared/api';
import { type GeneratedLetter, letterMessages, ResultCode } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { timeZoneField } from '../../lib/local-today';
import { useMakeFollowUpLetterMutation } from './tracking-api';

/** Where a -1002 answer sends the user (spec section 8), as for every other letter. */
const PERSONAL_INFO_PATH = '/app/edit-personal-info/personal';

export interface FollowUpMaker {
  makeFollowUp: (letter: GeneratedLetter) => Promise<void>;
  /** The letter whose follow-up is being made. */
  busyId: string | null;
  /** A message to show above the list, or null. */
  problem: string | null;
}

/**
 * Makes the follow-up letter of an overdue (or verified, or unanswered) letter and handles the
 * answers like the letter generators do: -1002 alerts and goes to the personal tab, -1001 is
 * logged and alerted. `onMade` runs on success; the list refreshes by itself.
 */
export function useFollowUp(onMade: () => void): FollowUpMaker {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const [makeFollowUpLetter] = useMakeFollowUpLetterMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function makeFollowUp(letter: GeneratedLetter): Promise<void> {
    setProblem(null);
    setBusyId(letter.id);
    const outcome = await makeFollowUpLetter({ id: letter.id, ...timeZoneField() });
    setBusyId(null);
    const code = answerCode(outcome);
    switch (code) {
      case ResultCode.ok:
        onMade();
        return;
      case ResultCode.validation:
        // No longer offered (the reply came in another window, or today changed).
        setProblem(Object.values(fieldErrors(outcome))[0] ?? t('followUp.failed'));
        return;
      case ResultCode.notFound:
        setProblem(t('followUp.notFound'));
        return;
      case ResultCode.personalInfoMissing:
        // A native alert waits for the user, so the message is read before the page changes.
        window.alert(letterMessages.personalInfoMissing);
        navigate(PERSONAL_INFO_PATH);
        return;
      case ResultCode.sessionInvalid:
        // The base query has signed the user out; the shell shows the login page.
        return;
      default:
        break;
    }
    if ('error' in outcome && isNetworkError(outcome.error)) {
      setProblem(common('networkFailure'));
      return;
    }
    // -1001 and anything unexpected: logged, then the spec's alert for a letter that failed.
    console.error('The follow-up letter could not be made.', outcome);
    window.alert(letterMessages.letterFailed);
    setProblem(t('followUp.failed'));
  }

  return { makeFollowUp, busyId, problem };
}
