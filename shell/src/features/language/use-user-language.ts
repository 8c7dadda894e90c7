import { useCallback, useEffect, useRef } from 'react';
import { useSaveLanguageMutation, useSessionQuery } from 'shared/api';
import { currentLanguage, type Language, languageChosenThisVisit, setLanguage } from 'shared/i18n';

/**
 * The signed-in user's language. At sign-in the language saved on the user is applied, so it
 * follows them to another device, unless they picked one with the switch on this visit: that
 * choice is saved instead. Later uses of the switch are saved (`save`).
 */
export function useUserLanguage(): { save: (language: Language) => void } {
  const saved = useSessionQuery().data?.language;
  const [saveLanguageOnUser] = useSaveLanguageMutation();
  const settled = useRef(false);
  // The switch and the sign-in check may both want to save the same choice: once is enough.
  const lastSaved = useRef<Language | null>(null);
  const saveLanguage = useCallback(
    ({ language }: { language: Language }) => {
      if (lastSaved.current === language) return;
      lastSaved.current = language;
      void saveLanguageOnUser({ language });
    },
    [saveLanguageOnUser],
  );

  useEffect(() => {
    if (!saved || settled.current) return;
    settled.current = true;
    const shown = currentLanguage();
    if (saved === shown) return;
    if (languageChosenThisVisit()) saveLanguage({ language: shown });
    else void setLanguage(saved);
  }, [saved, saveLanguage]);

  return { save: (language) => saveLanguage({ language }) };
}
