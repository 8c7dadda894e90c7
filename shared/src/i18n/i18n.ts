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

/** A part of a namespace in French: added once its chunk has loaded. */
interface FrenchPart {
  readonly namespace: string;
  readonly load: CatalogLoader;
  loading: Promise<void> | null;
  loaded: boolean;
  /** Why its last download failed, until retryFailedTexts. */
  failure: unknown;
}

const frenchParts: FrenchPart[] = [];

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
    registerFrench(namespace, shellFrenchLoaders[namespace]);
  }
  return i18n;
}

function registerFrench(namespace: string, load: CatalogLoader): void {
  const part: FrenchPart = { namespace, load, loading: null, loaded: false, failure: undefined };
  frenchParts.push(part);
  // A suite's part registered while the app is in French starts downloading at once.
  // (A failure is kept on the part, for the screen that needs it.)
  if (i18n.language === LOCALES.fr) loadPart(part).catch(() => undefined);
}

function loadPart(part: FrenchPart): Promise<void> {
  part.loading ??= part.load().then(
    (catalog) => {
      i18n.addResourceBundle(LOCALES.fr, part.namespace, catalog, true, true);
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
  if (!frenchParts.some((part) => part.load === loadFrench)) {
    registerFrench(namespace, loadFrench);
  }
}

/** Forgets failed downloads, so that the next screen asking for them downloads them again. */
export function retryFailedTexts(): void {
  for (const part of frenchParts) part.failure = undefined;
}

/** Resolves once every registered part of `language` is in memory (English always is). */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  return Promise.all(frenchParts.map(loadPart)).then(() => undefined);
}

/**
 * Parts of `namespaces` still downloading in `locale`: a screen that needs them waits. Throws
 * the error of a part whose download failed, for the suite's error boundary.
 */
export function pendingTexts(locale: string, namespaces: readonly string[]): Promise<void> | null {
  if (locale !== LOCALES.fr) return null;
  const waiting = frenchParts.filter((part) => !part.loaded && namespaces.includes(part.namespace));
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
function pendingPromise(parts: readonly FrenchPart[]): Promise<void> {
  const key = parts.map((part) => frenchParts.indexOf(part)).join(',');
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
