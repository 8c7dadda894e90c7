import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { pendingTexts } from './i18n';

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
