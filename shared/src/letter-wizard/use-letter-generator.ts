import { useState } from 'react';
import {
  answerCode,
  fieldErrors,
  isNetworkError,
  retryAfterMinutes,
  useGenerateLetterMutation,
} from 'shared/api';
import { type GenerateLetterBody, letterMessages, ResultCode } from 'shared/contract';
import { newLettersState, profileNeededState } from 'shared/contract/wizard-prefill';
import { useTranslation } from 'shared/i18n';
import { useLocation, useNavigate } from 'shared/router';
import { messageText } from 'shared/ui';
import { PERSONAL_INFO_PATH } from './paths';
import { LETTER_WIZARD_NAMESPACE } from './texts';
import { type LetterLanguageState, useLetterLanguage } from './use-letter-language';

/** What a Generate came to, for the wizard to act on. */
export type GenerateResult =
  | { kind: 'done' }
  /** -2: the field messages, by body key; the wizard shows them on its fields. */
  | { kind: 'fieldErrors'; errors: Record<string, string> }
  /** Anything else: `problem` holds the text to show, or the user was sent elsewhere. */
  | { kind: 'other' };

export interface LetterGeneratorOptions {
  /** Where a stored letter is listed (GENERATED_LETTERS_PATHS). */
  successPath: string;
}

export interface LetterGenerator {
  /** Sends the body with the letter's `language` (the consumer's choice, or its default). */
  generate: (body: GenerateLetterBody) => Promise<GenerateResult>;
  /** The letter's language, for the documents step's choice (SupportingDocuments). */
  language: LetterLanguageState;
  /** Sending, or waiting for the letter's language to settle (see LetterLanguageState). */
  busy: boolean;
  /** A message to show near the Generate button, or null. */
  problem: string | null;
}

/**
 * Sends a wizard's generate body and handles every answer as spec section 8 and decisions.md
 * section 6 say: success (code 0 with result 200) goes to the letters list; -1001 is logged and
 * alerted; -1002 goes to the personal tab, which says why and leads back to the letter; -2 hands
 * the field messages back.
 */
export function useLetterGenerator({ successPath }: LetterGeneratorOptions): LetterGenerator {
  const { t } = useTranslation(LETTER_WIZARD_NAMESPACE, { keyPrefix: 'generate' });
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [generateLetter, generation] = useGenerateLetterMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const language = useLetterLanguage();

  async function generate(body: GenerateLetterBody): Promise<GenerateResult> {
    setProblem(null);
    const outcome = await generateLetter({ ...body, language: language.value });
    const code = answerCode(outcome);
    if (code === ResultCode.ok && 'data' in outcome && outcome.data?.result === 200) {
      // The list marks the new letters and says they are ready.
      const made = outcome.data.ids ?? [outcome.data.id];
      navigate(successPath, { state: newLettersState(made) });
      return { kind: 'done' };
    }
    switch (code) {
      case ResultCode.validation:
        setProblem(t('fixFields'));
        return { kind: 'fieldErrors', errors: fieldErrors(outcome) };
      case ResultCode.personalInfoMissing:
        // The personal tab says why in the page, and leads back here once the profile is saved.
        navigate(PERSONAL_INFO_PATH, { state: profileNeededState(pathname, 'missing') });
        return { kind: 'other' };
      case ResultCode.wrongPassword:
        setProblem(messageText(letterMessages.incorrectPassword));
        return { kind: 'other' };
      case ResultCode.tooManyAttempts:
        setProblem(t('tooManyAttempts', { minutes: retryAfterMinutes(outcome) ?? 1 }));
        return { kind: 'other' };
      case ResultCode.notFound:
        setProblem(t('notFound'));
        return { kind: 'other' };
      case ResultCode.sessionInvalid:
        // The base query has signed the user out; the shell shows the login page.
        return { kind: 'other' };
      default:
        break;
    }
    if ('error' in outcome && isNetworkError(outcome.error)) {
      setProblem(common('networkFailure'));
      return { kind: 'other' };
    }
    // -1001 and anything unexpected: logged, then the spec's alert.
    console.error('The letter could not be generated.', outcome);
    window.alert(messageText(letterMessages.letterFailed));
    setProblem(messageText(letterMessages.letterFailed));
    return { kind: 'other' };
  }

  return { generate, language, busy: generation.isLoading || language.settling, problem };
}
