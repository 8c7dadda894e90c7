/** The two languages of the product, as the API stores them (`users.language`). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The catalogs' and `Intl`'s locale of each language. */
export const LOCALES = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<Language, string>;
export type Locale = (typeof LOCALES)[Language];

export function localeOf(language: Language): Locale {
  return LOCALES[language];
}

/** The language of a locale or language tag: French for any `fr*`, English otherwise. */
export function languageOf(tag: string | null | undefined): Language {
  return tag?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

/** Where the visitor's choice is kept before sign-in (and after, on this browser). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The same choice in a cookie, read by the server only to pick the pre-rendered login page in
 * the right language (api/src/http/static.ts); it holds nothing else.
 */
export const LANGUAGE_COOKIE = 'language';

interface LanguageEnvironment {
  /** The visitor's stored choice, if any. */
  readonly stored: string | null;
  /** The browser's languages, most preferred first (`navigator.languages`). */
  readonly browser: readonly string[];
}

/**
 * The language a visit starts in: the visitor's stored choice, else the first of the browser's
 * languages that the product speaks (French for any `fr*`), else English.
 */
export function chooseLanguage({ stored, browser }: LanguageEnvironment): Language {
  if (isLanguage(stored)) return stored;
  const spoken = browser.find((tag) => /^(en|fr)\b/i.test(tag));
  return languageOf(spoken);
}

function storedChoice(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage refused (a private window, a policy): the browser's languages decide.
    return null;
  }
}

/** The language of this visit, from the stored choice and the browser's languages. */
export function detectLanguage(): Language {
  const browser = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? ''];
  return chooseLanguage({ stored: storedChoice(), browser });
}

/** Keeps the visitor's choice in this browser: storage for the app, the cookie for the server. */
export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts for this page only, and the cookie still tells the server.
  }
  if (typeof document !== 'undefined') {
    // A fixed name and one of two fixed values: nothing to escape (the Cookie Store API is not
    // in every browser the product supports).
    const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: see above.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
  }
}
