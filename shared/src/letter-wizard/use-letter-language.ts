import { useState } from 'react';
import type { ProvinceCode, TextLanguage } from 'shared/contract';
import { languageOf, useTranslation } from 'shared/i18n';
import { useLetterPrefill } from './use-letter-prefill';

/**
 * The language a letter is written in before the consumer chooses (issue 15): French when their
 * current address is in Québec, otherwise the language of the interface.
 */
export function defaultLetterLanguage(
  interfaceLanguage: string | undefined,
  provinceCode: ProvinceCode | null,
): TextLanguage {
  return provinceCode === 'QC' ? 'fr' : languageOf(interfaceLanguage);
}

/** The wizard's "Language of the letter": the consumer's choice, else the default above. */
export interface LetterLanguageState {
  value: TextLanguage;
  choose: (language: TextLanguage) => void;
  /**
   * True while the default may still change: nothing chosen and the profile (whose address says
   * Québec or not) still loading. Generate waits, so a letter is never made in the language of
   * a profile not yet read.
   */
  settling: boolean;
}

/**
 * The letter's language for one wizard. Until the consumer picks one it follows the default
 * (so a profile that loads late, or a switch of the interface language, still counts); once
 * picked, it stays.
 */
export function useLetterLanguage(): LetterLanguageState {
  const { i18n } = useTranslation();
  const { prefill, isLoading } = useLetterPrefill();
  const [chosen, setChosen] = useState<TextLanguage | null>(null);
  return {
    value: chosen ?? defaultLetterLanguage(i18n.language, prefill.provinceCode),
    choose: setChosen,
    settling: chosen === null && isLoading,
  };
}
