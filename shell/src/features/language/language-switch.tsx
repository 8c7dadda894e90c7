import { useState } from 'react';
import {
  type Language,
  localeOf,
  markLanguageChosen,
  setLanguage,
  useTranslation,
} from 'shared/i18n';
import { VisuallyHidden } from 'shared/ui/basics';
import styles from './language-switch.module.css';

const CHOICES = [
  { language: 'en', key: 'language.english' },
  { language: 'fr', key: 'language.french' },
] as const satisfies readonly { language: Language; key: string }[];

export interface LanguageSwitchProps {
  /** Told after the interface has changed (the signed-in app saves the choice on the user). */
  onChanged?: (language: Language) => void;
}

/**
 * "English | Français" in the top bar of every page. Each choice is named in its own language
 * (and marked so, for screen readers); the pressed one is the language of the page. The change
 * happens in place, keeping whatever is typed, and a status message announces it.
 */
export function LanguageSwitch({ onChanged }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('shell');
  const [announced, setAnnounced] = useState(false);
  const current = i18n.language;

  async function choose(language: Language) {
    if (localeOf(language) === current) return;
    // Marked first: the user's saved language, arriving meanwhile, must not undo this choice.
    markLanguageChosen();
    await setLanguage(language);
    setAnnounced(true);
    onChanged?.(language);
  }

  return (
    <fieldset className={styles.switch}>
      <legend className={styles.legend}>
        <VisuallyHidden>{t('language.label')}</VisuallyHidden>
      </legend>
      {CHOICES.map(({ language, key }, index) => (
        <span key={language} className={styles.choice}>
          {index > 0 ? (
            <span className={styles.separator} aria-hidden="true">
              |
            </span>
          ) : null}
          <button
            type="button"
            lang={localeOf(language)}
            aria-pressed={localeOf(language) === current}
            className={styles.button}
            onClick={() => void choose(language)}
          >
            {t(key)}
          </button>
        </span>
      ))}
      <VisuallyHidden aria-live="polite">{announced ? t('language.changed') : ''}</VisuallyHidden>
    </fieldset>
  );
}
