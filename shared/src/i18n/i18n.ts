import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog, CatalogLoader } from './catalog';
import { common } from './en-CA/common';
import { shell } from './en-CA/shell';
import {
  detectLanguage,
  type Language,
  LOCALES,
  languageOf,
  localeOf,
  storeLanguage,
} from './language';

/** The locale of the English catalogs, which are bundled: the fallback of every text. */
export const LANGUAGE = LOCALES.en;

/** The app's one i18next instance (i18next is a shared singleton, react-i18next is shared inside this entry). */
export const i18n: I18n = i18next.createInstance();

/**
 * A part of a namespace in one language, added once its chunk has loaded: the French of every
 * part, and the English of the long texts registered with addLazyCatalog.
 */
interface TextPart {
  readonly namespace: string;
  readonly language: Language;
  readonly load: CatalogLoader;
  loading: Promise<void> | null;
  loaded: boolean;
  /** Why its last download failed, until retryFailedTexts. */
  failure: unknown;
}

const textParts: TextPart[] = [];

/** The English catalogs go into the first download; their French parts are loaded on demand. */
const shellFrenchLoaders: Record<'common' | 'shell', CatalogLoader> = {
  common: () =>
    import(/* webpackChunkName: "login-fr" */ './fr-CA/common').then((module) => module.commonFr),
  shell: () =>
    import(/* webpackChunkName: "login-fr" */ './fr-CA/shell').then((module) => module.shellFr),
};

/**
 * Initialises once, in `language` (by default the visit's: the stored choice, else the
 * browser's), synchronously: the English catalogs are bundled. Later calls return the instance,
 * so whichever module asks first (a catalog registered at import) starts it in the visitor's
 * language. French texts arrive through `loadLanguage`.
 */
export function initI18n(language: Language = detectLanguage()): I18n {
  if (i18n.isInitialized) return i18n;
  i18n.use(initReactI18next);
  void i18n.init({
    lng: localeOf(language),
    fallbackLng: LANGUAGE,
    supportedLngs: [LOCALES.en, LOCALES.fr],
    load: 'currentOnly',
    ns: ['common', 'shell'],
    defaultNS: 'common',
    resources: { [LANGUAGE]: { common, shell } },
    // Other languages' namespaces are added part by part as their chunks load.
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const namespace of ['common', 'shell'] as const) {
    registerPart(namespace, 'fr', shellFrenchLoaders[namespace]);
  }
  return i18n;
}

function registerPart(namespace: string, language: Language, load: CatalogLoader): void {
  if (textParts.some((part) => part.load === load)) return;
  const part: TextPart = {
    namespace,
    language,
    load,
    loading: null,
    loaded: false,
    failure: undefined,
  };
  textParts.push(part);
  // A suite's part registered in the language the app is in starts downloading at once.
  // (A failure is kept on the part, for the screen that needs it.)
  if (i18n.language === localeOf(language)) loadPart(part).catch(() => undefined);
}

function loadPart(part: TextPart): Promise<void> {
  part.loading ??= part.load().then(
    (catalog) => {
      i18n.addResourceBundle(localeOf(part.language), part.namespace, catalog, true, true);
      part.loaded = true;
    },
    (error: unknown) => {
      // The screen that waits shows the failure (its suite's "could not be loaded" and Retry)
      // until the user retries: no download loop while offline.
      part.loading = null;
      part.failure = error ?? new Error(`The ${part.namespace} texts could not be loaded`);
      throw error;
    },
  );
  return part.loading;
}

/**
 * Adds (or replaces) a part of a namespace in English, with the loader of its French version;
 * safe to call before or after initI18n.
 */
export function addCatalog(namespace: string, catalog: Catalog, loadFrench: CatalogLoader): void {
  initI18n();
  i18n.addResourceBundle(LANGUAGE, namespace, catalog, true, true);
  registerPart(namespace, 'fr', loadFrench);
}

/**
 * Adds a part of a namespace whose English is downloaded on demand too, like its French: for a
 * long text shown on one screen (an educational page), so that a visitor downloads the words of
 * their own language only. A screen using the namespace waits (Suspense) until the part of its
 * language has arrived, as it does for French.
 */
export function addLazyCatalog(
  namespace: string,
  loaders: Readonly<Record<Language, CatalogLoader>>,
): void {
  initI18n();
  registerPart(namespace, 'en', loaders.en);
  registerPart(namespace, 'fr', loaders.fr);
}

/** Forgets failed downloads, so that the next screen asking for them downloads them again. */
export function retryFailedTexts(): void {
  for (const part of textParts) part.failure = undefined;
}

/** Resolves once every registered part of `language` is in memory. */
export function loadLanguage(language: Language): Promise<void> {
  const parts = textParts.filter((part) => part.language === language);
  return Promise.all(parts.map(loadPart)).then(() => undefined);
}

/**
 * Parts of `namespaces` still downloading in `locale`: a screen that needs them waits. Throws
 * the error of a part whose download failed, for the suite's error boundary.
 */
export function pendingTexts(locale: string, namespaces: readonly string[]): Promise<void> | null {
  const waiting = textParts.filter(
    (part) =>
      !part.loaded && localeOf(part.language) === locale && namespaces.includes(part.namespace),
  );
  const failed = waiting.find((part) => part.failure !== undefined);
  if (failed) throw failed.failure;
  if (waiting.length === 0) return null;
  return pendingPromise(waiting);
}

/**
 * One promise per set of waiting parts, kept until it settles: every render of a suspended
 * screen throws the same promise.
 */
const pendingByKey = new Map<string, Promise<void>>();
function pendingPromise(parts: readonly TextPart[]): Promise<void> {
  const key = parts.map((part) => textParts.indexOf(part)).join(',');
  let promise = pendingByKey.get(key);
  if (!promise) {
    promise = Promise.all(parts.map(loadPart)).then(
      () => {
        pendingByKey.delete(key);
      },
      () => {
        // Settled either way: the retried render finds the part loaded, or its failure.
        pendingByKey.delete(key);
      },
    );
    pendingByKey.set(key, promise);
  }
  return promise;
}

/** Whether the visitor picked the language with the switch since this page loaded. */
let chosenThisVisit = false;

/**
 * The switch was used: at sign-in, this choice is saved on the user instead of being replaced
 * by the language saved there (which follows the user from another device otherwise).
 */
export function markLanguageChosen(): void {
  chosenThisVisit = true;
}

export function languageChosenThisVisit(): boolean {
  return chosenThisVisit;
}

/** The language the interface is in now. */
export function currentLanguage(): Language {
  return languageOf(i18n.language);
}

/**
 * Puts the whole interface in `language`: its texts first (so no screen waits or loses what is
 * typed), then i18next (every screen re-renders in place), the page's `lang`, and the choice
 * kept in this browser. Saving it on the user is the signed-in app's part.
 */
export async function setLanguage(language: Language): Promise<void> {
  retryFailedTexts();
  await loadLanguage(language);
  await i18n.changeLanguage(localeOf(language));
  applyDocumentLanguage(language);
  storeLanguage(language);
}

/** `<html lang>` follows the interface, for screen readers, spelling and hyphenation. */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
}
