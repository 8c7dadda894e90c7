import { TEXT_LANGUAGES } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { RadioGroupField } from 'shared/ui';
import { LETTER_WIZARD_NAMESPACE } from './texts';
import type { LetterLanguageState } from './use-letter-language';

export interface LetterLanguageChoiceProps {
  language: LetterLanguageState;
}

/**
 * "Language of the letter": English or Français, each named in its own language (as a reader of
 * the other language looks for it). The letter's instructions page follows the interface.
 */
export function LetterLanguageChoice({ language }: LetterLanguageChoiceProps) {
  const { t } = useTranslation(LETTER_WIZARD_NAMESPACE, { keyPrefix: 'language' });
  return (
    <RadioGroupField
      legend={t('legend')}
      name="letter-language"
      hint={t('hint')}
      options={TEXT_LANGUAGES.map((option) => ({ value: option, label: t(option) }))}
      value={language.value}
      onChange={language.choose}
    />
  );
}
