import { useState } from 'react';
import { answerCode, fieldErrors, isNetworkError, retryAfterMinutes } from 'shared/api';
import {
  type EscalationLetterType,
  type GeneratedLetter,
  type LetterMessageKey,
  ResultCode,
} from 'shared/contract';
import { profileNeededState } from 'shared/contract/wizard-prefill';
import { currentLanguage, loadLanguage, useTranslation } from 'shared/i18n';
import { useLocation, useNavigate } from 'shared/router';
import { messageText } from 'shared/ui';
import { LETTERS_NAMESPACE } from '../../i18n/catalog';
import { timeZoneField } from '../../lib/local-today';
import { useMakeEscalationLetterMutation, useMakeFollowUpLetterMutation } from './tracking-api';

/** Where a -1002 answer sends the user (spec section 8), as for every other letter. */
const PERSONAL_INFO_PATH = '/app/edit-personal-info/personal';

export interface FollowUpMaker {
  makeFollowUp: (letter: GeneratedLetter) => Promise<void>;
  /** The letter whose follow-up is being made. */
  busyId: string | null;
  /** A message to show above the list, or null. */
  problem: string | null;
}

export interface EscalationMaker {
  makeEscalation: (letter: GeneratedLetter, kind: EscalationLetterType) => Promise<void>;
  /** The letter and kind being made ('id:kind'), or null. */
  busyKey: string | null;
  problem: string | null;
}

/** The key of one escalation offer, for its busy state. */
export function escalationKey(letter: GeneratedLetter, kind: EscalationLetterType): string {
  return `${letter.id}:${kind}`;
}

type MakeAnswer = Parameters<typeof answerCode>[0];

/**
 * One of the spec's alerts for a letter that could not be made, in the user's language. The
 * wizards' messages (the 'letter' area, both languages) load only here, on this rare path: the
 * list shows none of them, and they would weigh about 1.5 KB on its first screen.
 */
async function alertLetterMessage(key: LetterMessageKey): Promise<void> {
  const { letterMessages } = await import('shared/contract/letter-messages');
  await loadLanguage(currentLanguage());
  // A native alert waits for the user, so the message is read before the page changes.
  window.alert(messageText(letterMessages[key]));
}

/**
 * Makes a letter from a first letter (a follow-up or an escalation letter) and handles the
 * answers like the letter generators do: -1002 goes to the personal tab (which says why and leads
 * back here), -1001 is logged and alerted. `onMade` runs on success; the list refreshes by itself.
 */
function useLetterFromFirst(kind: 'followUp' | 'escalation', onMade: () => void) {
  const { t } = useTranslation(LETTERS_NAMESPACE);
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function make(key: string, request: () => Promise<MakeAnswer>): Promise<void> {
    setProblem(null);
    setBusyKey(key);
    const outcome = await request();
    setBusyKey(null);
    const code = answerCode(outcome);
    switch (code) {
      case ResultCode.ok:
        onMade();
        return;
      case ResultCode.validation:
        // No longer offered (the answer changed in another window, or today changed).
        setProblem(Object.values(fieldErrors(outcome))[0] ?? t(`${kind}.failed`));
        return;
      case ResultCode.notFound:
        setProblem(t(`${kind}.notFound`));
        return;
      case ResultCode.personalInfoMissing:
        // The personal tab says why in the page, and leads back to this list once saved.
        navigate(PERSONAL_INFO_PATH, { state: profileNeededState(pathname, 'missing') });
        return;
      case ResultCode.sessionInvalid:
        // The base query has signed the user out; the shell shows the login page.
        return;
      case ResultCode.tooManyAttempts:
        setProblem(common('tooManyAttempts', { minutes: retryAfterMinutes(outcome) ?? 1 }));
        return;
      default:
        break;
    }
    if ('error' in outcome && isNetworkError(outcome.error)) {
      setProblem(common('networkFailure'));
      return;
    }
    // -1001 and anything unexpected: logged, then the spec's alert for a letter that failed.
    console.error(`The ${kind} letter could not be made.`, outcome);
    await alertLetterMessage('letterFailed');
    setProblem(t(`${kind}.failed`));
  }

  return { make, busyKey, problem };
}

/** The follow-up letter of an overdue (or verified, or unanswered) letter. */
export function useFollowUp(onMade: () => void): FollowUpMaker {
  const [makeFollowUpLetter] = useMakeFollowUpLetterMutation();
  const { make, busyKey, problem } = useLetterFromFirst('followUp', onMade);
  return {
    makeFollowUp: (letter) =>
      make(letter.id, () => makeFollowUpLetter({ id: letter.id, ...timeZoneField() })),
    busyId: busyKey,
    problem,
  };
}

/** An escalation letter of a bureau letter answered "verified as accurate" or not at all. */
export function useEscalation(onMade: () => void): EscalationMaker {
  const [makeEscalationLetter] = useMakeEscalationLetterMutation();
  const { make, busyKey, problem } = useLetterFromFirst('escalation', onMade);
  return {
    makeEscalation: (letter, kind) =>
      make(escalationKey(letter, kind), () => makeEscalationLetter({ id: letter.id, kind })),
    busyKey,
    problem,
  };
}
