import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { pendingTexts } from './i18n';
import { type Locale, languageOf, localeOf } from './language';

type UseTranslation = typeof useI18nextTranslation;

/**
 * react-i18next's hook, which also waits (React Suspense) while a French part of the screen's
 * namespaces is still downloading: a suite's words arrive in their own chunk, after its code,
 * and a screen must never show English keys or English texts meanwhile. Switching language
 * loads every part first (setLanguage), so a screen already shown never suspends.
 */
export const useTranslation = ((namespaces, options) => {
  const translation = useI18nextTranslation(namespaces, options);
  const names = namespaces === undefined ? ['common'] : [namespaces].flat().map(String);
  const pending = pendingTexts(translation.i18n.language, names);
  // Thrown, as Suspense libraries do: React retries the screen once the promise settles.
  if (pending) throw pending;
  return translation;
}) as UseTranslation;

/**
 * The page's locale ('en-CA' or 'fr-CA'), following a switch of language: for answers the API
 * words in it, asked for with it as part of their cache key.
 */
export function usePageLocale(): Locale {
  const { i18n } = useI18nextTranslation();
  return localeOf(languageOf(i18n.language));
}
